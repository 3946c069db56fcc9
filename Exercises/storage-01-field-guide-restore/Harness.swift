import SwiftUI

/// Opens the field guide twice, like a person who leaves the app and comes back after the
/// system has ended it. Each step prints the tabs (the selected one marked), the search
/// field with its text, and the rows of the selected tab's list.
@main
struct FieldGuideHarness {
    @MainActor
    static func main() {
        do {
            let firstLaunch = ViewHarness(FieldGuideRoot())
            step("first launch", firstLaunch) {}
            step("select the Trees tab", firstLaunch) { try firstLaunch.selectTab("Trees") }
            step("search for oak", firstLaunch) { try firstLaunch.search("oak") }
        }
        let secondLaunch = ViewHarness(FieldGuideRoot())
        step("the app is launched again", secondLaunch) {}
        step("select the Birds tab", secondLaunch) { try secondLaunch.selectTab("Birds") }
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        for node in app.nodes { show(node) }
    }

    @MainActor
    static func show(_ node: RenderedNode) {
        switch node.kind {
        case "TabView":
            let titles = node.children.map { tab in
                (tab.content ?? "") + (tab.flags.contains("selected") ? " (selected)" : "")
            }
            print("tabs: " + titles.joined(separator: ", "))
            for tab in node.children where tab.flags.contains("selected") {
                for child in tab.children { show(child) }
            }
        case "SearchField":
            let text = node.details.first { $0.hasPrefix("text:") } ?? "text:\"\""
            print("search \(text)")
        case "Text":
            print(node.content ?? "")
        default:
            for child in node.children { show(child) }
        }
    }
}
