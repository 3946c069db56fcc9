import SwiftUI

/// Knits through the brim like a person: taps the counter's buttons and reads the counter and the
/// marked row after each step. First it prints where the rows scroll, whether the list's position
/// is bound to anything, and where the counter bar is placed.
@main
struct RowCounterHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(PatternScreen())
        print("== the list")
        let rowTitles = (1...12).map { "Row \($0)" } + ["▶ Row 1"]
        if let path = holderPath(matching: { rowTitles.contains($0) }, count: 12, in: app.nodes), let holder = path.last {
            let scroll = path.last { $0.kind == "ScrollView" }
            print("rows scroll in: " + (scroll.map(line) ?? "no ScrollView"))
            print("rows sit in: " + line(holder))
        } else {
            print("not every row is on screen")
        }
        print("bar: " + barPlacement(in: app.nodes))
        step("first look", app) {}
        step("after Next row twice", app) {
            try app.tap("Next row")
            try app.tap("Next row")
        }
        step("after Previous row", app) { try app.tap("Previous row") }
        step("after knitting to the last row", app) {
            for _ in 0..<10 { try app.tap("Next row") }
        }
    }

    /// Performs one action, then prints the counter, the buttons and the marked row.
    @MainActor
    static func step(_ name: String, _ app: ViewHarness, _ action: () throws -> Void) {
        print("== \(name)")
        do {
            try action()
        } catch {
            print("! \(error)")
        }
        let texts = app.visibleTexts()
        print("counter: " + (texts.first { $0.hasSuffix(" of 12") } ?? "(none)"))
        for title in ["Previous row", "Next row"] {
            let button = firstNode(in: app.nodes) { $0.kind == "Button" && $0.content == title }
            print("\(title): " + (button.map { $0.flags.contains("disabled") ? "disabled" : "enabled" } ?? "(missing)"))
        }
        print("marked: " + texts.filter { $0.hasPrefix("▶") }.joined(separator: ", "))
        for problem in app.problems { print("! \(problem)") }
    }

    /// The first node, depth first, that matches.
    @MainActor
    static func firstNode(in nodes: [RenderedNode], where matches: (RenderedNode) -> Bool) -> RenderedNode? {
        for node in nodes {
            if matches(node) { return node }
            if let found = firstNode(in: node.children, where: matches) { return found }
        }
        return nil
    }

    /// Where the bar showing "Row … of 12" is attached.
    @MainActor
    static func barPlacement(in nodes: [RenderedNode]) -> String {
        var result = "not in a safe-area inset"
        func visit(_ node: RenderedNode, parent: RenderedNode?) {
            if node.kind == "SafeAreaInset", shows({ $0.hasSuffix(" of 12") }, node) > 0 {
                result = ([node.kind] + node.details).joined(separator: " ") + " on " + (parent?.kind ?? "the screen")
            }
            for child in node.children { visit(child, parent: node) }
        }
        for node in nodes { visit(node, parent: nil) }
        return result
    }

    /// Kind, details and only the modifiers that position or snap a scroll view, sorted.
    @MainActor
    static func line(_ node: RenderedNode) -> String {
        let details = node.kind == "ScrollView" ? node.details : []
        let wanted = [".scrollPosition", ".scrollTargetLayout", ".scrollTargetBehavior"]
        let modifiers = node.modifiers.filter { modifier in wanted.contains { modifier.hasPrefix($0) } }.sorted()
        return ([node.kind] + details + modifiers).joined(separator: " ")
    }

    /// The path from the top to the deepest node showing `count` texts that match.
    @MainActor
    static func holderPath(matching: (String) -> Bool, count: Int, in nodes: [RenderedNode]) -> [RenderedNode]? {
        for node in nodes where shows(matching, node) >= count {
            return [node] + (holderPath(matching: matching, count: count, in: node.children) ?? [])
        }
        return nil
    }

    /// How many texts in the node's subtree match.
    @MainActor
    static func shows(_ matching: (String) -> Bool, _ node: RenderedNode) -> Int {
        var found = 0
        if node.kind == "Text", let content = node.content, matching(content) { found += 1 }
        for child in node.children { found += shows(matching, child) }
        return found
    }
}
