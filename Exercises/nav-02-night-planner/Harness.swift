import SwiftUI

/// What a person sees: the tab bar or the split view's columns, the top screen of each, the
/// rows, texts and buttons (toolbar buttons too), and an inspector when one is open.
@MainActor
func screenLines(of app: ViewHarness) -> [String] {
    var lines: [String] = []
    func titled(_ label: String, _ node: RenderedNode) -> String {
        let title = node.content ?? ""
        return label + (title.isEmpty ? " (untitled)" : ": " + title)
    }
    func read(_ nodes: [RenderedNode], _ indent: String) {
        for node in nodes {
            let text = node.content ?? ""
            switch node.kind {
            case "TabView":
                let titles = node.children.map { tab in
                    (tab.content ?? "") + (tab.flags.contains("selected") ? " (selected)" : "")
                }
                lines.append(indent + "tab bar: " + titles.joined(separator: ", "))
                for tab in node.children where tab.flags.contains("selected") {
                    read(tab.children, indent + "  ")
                }
            case "NavigationSplitView":
                lines.append(indent + "split view")
                read(node.children, indent + "  ")
            case "Sidebar", "Content", "Detail":
                lines.append(indent + titled(node.kind.lowercased() + " column", node))
                read(node.children, indent + "  ")
            case "NavigationStack":
                let screens = node.children.filter { $0.kind == "Screen" }
                let below = screens.dropLast().last?.content
                if let top = screens.last {
                    lines.append(indent + titled("screen", top) + (below.map { " (back to " + $0 + ")" } ?? ""))
                    read(top.children, indent + "  ")
                }
            case "Inspector", "Sheet":
                lines.append(indent + node.kind.lowercased() + ":")
                read(node.children, indent + "  ")
            case "Button":
                lines.append(indent + text + " [button]")
            default:
                if !text.isEmpty { lines.append(indent + text) }
                read(node.children, indent)
            }
        }
    }
    read(app.nodes, "")
    return lines
}

/// Opens the planner twice: in a narrow window (a phone) and in a wide one (a full-screen iPad).
@main
struct NightPlannerHarness {
    @MainActor
    static func main() {
        let objects = [
            SkyObject(id: 1, name: "Saturn", kind: "Planet", tip: "Rings show at 50× and up"),
            SkyObject(id: 2, name: "Orion Nebula", kind: "Nebula", tip: "Use your widest eyepiece"),
        ]
        let phone = ViewHarness(NightPlanner(objects: objects))
        step("phone: first look", phone) {}
        step("phone: select the Gear tab", phone) { try phone.selectTab("Gear") }

        let tablet = ViewHarness(NightPlanner(objects: objects)) { $0.horizontalSizeClass = .regular }
        step("iPad: first look", tablet) {}
        step("iPad: tap Saturn in the sidebar", tablet) { try tablet.tap("Saturn") }
        step("iPad: tap Viewing tips", tablet) { try tablet.tap("Viewing tips") }
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ action: () throws -> Void) {
        print("== " + title)
        do {
            try action()
            print(screenLines(of: app).joined(separator: "\n"))
        } catch {
            print("could not: \(error)")
        }
    }
}
