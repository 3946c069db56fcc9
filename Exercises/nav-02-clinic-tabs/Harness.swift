import SwiftUI

/// What a person sees, top to bottom: the tab bar (if one is showing) and the selected tab's
/// top screen, with the screen it goes back to; buttons and links are marked as such.
@MainActor
func screenLines(of app: ViewHarness) -> [String] {
    var lines: [String] = []
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
            case "NavigationStack":
                let screens = node.children.filter { $0.kind == "Screen" }
                let below = screens.dropLast().last?.content
                if let top = screens.last {
                    let title = top.content.map { $0.isEmpty ? "(untitled)" : $0 } ?? "(untitled)"
                    lines.append(indent + "screen: " + title + (below.map { " (back to " + $0 + ")" } ?? ""))
                    read(top.children, indent + "  ")
                }
            case "SearchField":
                let typed = node.details.first { $0.hasPrefix("text:") }.map { String($0.dropFirst(5)) } ?? "\"\""
                lines.append(indent + "search field: " + typed)
            case "Button":
                lines.append(indent + text + " [button]")
            case "NavigationLink":
                lines.append(indent + text + " [link]")
            default:
                if !text.isEmpty { lines.append(indent + text) }
                read(node.children, indent)
            }
        }
    }
    read(app.nodes, "")
    return lines
}

/// Uses the clinic app like a receptionist: open a chart, check an animal in, come back.
@main
struct ClinicTabsHarness {
    @MainActor
    static func main() {
        let patients = [
            Patient(id: 1, name: "Biscuit", note: "Beagle, booster due"),
            Patient(id: 2, name: "Pepper", note: "Cat, stitches out Friday"),
            Patient(id: 3, name: "Mango", note: "Parrot, clipped wing"),
        ]
        let app = ViewHarness(ClinicRoot(patients: patients))
        step("first look", app) {}
        step("open Pepper", app) { try app.navigate(to: "Pepper") }
        step("select the Visits tab", app) { try app.selectTab("Visits") }
        step("tap Check in", app) { try app.tap("Check in") }
        step("select the Patients tab again", app) { try app.selectTab("Patients") }
        step("select the Search tab and search for \"man\"", app) {
            try app.selectTab("Search")
            try app.search("man")
        }
        step("select the Visits tab again", app) { try app.selectTab("Visits") }
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
