import SwiftUI

/// Walks the tour like a visitor: reads the caption, jumps with the chips, goes back to the start.
/// First it prints the scroll view the stop cards scroll in (with every `.scroll…` modifier) and
/// the view that holds the cards, because the grader cannot drag the list itself.
@main
struct HarbourWalkHarness {
    static let stopNames = ["Ferry Terminal", "Fish Market", "Old Harbour", "Lighthouse Steps",
                            "Rope Works", "Customs House", "Sailors' Chapel", "Harbour Baths"]

    @MainActor
    static func main() {
        let app = ViewHarness(HarbourWalkScreen())
        print("== the stop list")
        if let path = holderPath(texts: stopNames, in: app.nodes), let holder = path.last {
            let scroll = path.last { $0.kind == "ScrollView" }
            print("cards scroll in: " + (scroll.map(line) ?? "no ScrollView"))
            print("cards sit in: " + line(holder))
        } else {
            print("not every stop card is on screen")
        }
        step("first look", app) {}
        step("after tapping 4", app) { try app.tap("4") }
        step("after tapping 7", app) { try app.tap("7") }
        step("after Back to start", app) { try app.tap("Back to start") }
    }

    /// Performs one action and prints the caption; when the action cannot be done, says why.
    @MainActor
    static func step(_ name: String, _ app: ViewHarness, _ action: () throws -> Void) {
        print("== \(name)")
        do {
            try action()
        } catch {
            print("! \(error)")
        }
        let captions = app.visibleTexts().filter { $0.hasPrefix("Stop ") }
        print(captions.isEmpty ? "(no caption)" : captions.joined(separator: "\n"))
        for problem in app.problems { print("! \(problem)") }
    }

    /// Kind, details and only the scroll-related modifiers, sorted so their order does not matter.
    @MainActor
    static func line(_ node: RenderedNode) -> String {
        let details = node.kind == "ScrollView" ? node.details : []
        let scrollModifiers = node.modifiers.filter { $0.hasPrefix(".scroll") }.sorted()
        return ([node.kind] + details + scrollModifiers).joined(separator: " ")
    }

    /// The path from the top to the deepest node whose subtree shows every one of the texts.
    @MainActor
    static func holderPath(texts: [String], in nodes: [RenderedNode]) -> [RenderedNode]? {
        for node in nodes where shows(texts, node) {
            return [node] + (holderPath(texts: texts, in: node.children) ?? [])
        }
        return nil
    }

    @MainActor
    static func shows(_ texts: [String], _ node: RenderedNode) -> Bool {
        var seen = Set<String>()
        collect(node, into: &seen)
        return texts.allSatisfy(seen.contains)
    }

    @MainActor
    static func collect(_ node: RenderedNode, into seen: inout Set<String>) {
        if node.kind == "Text", let content = node.content { seen.insert(content) }
        for child in node.children { collect(child, into: &seen) }
    }
}
