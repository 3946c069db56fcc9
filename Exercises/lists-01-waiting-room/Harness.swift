import SwiftUI

/// Runs the waiting room like the receptionist would and prints what the screen shows after
/// each step: one line per picker, section, row and text, indented under its section or row.
/// A row's swipe actions are listed at the end of its line.
@main
struct WaitingRoomHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(WaitingRoomScreen())
        show("first look", app)
        step("after opening Pepper and marking it urgent", app) {
            try app.tap("3. Pepper")
            try app.tap("Urgent", within: "3. Pepper")
        }
        step("after Biscuit was seen", app) { try app.tap("Seen", within: "2. Biscuit") }
        step("after opening Miso and showing cats", app) {
            try app.tap("2. Miso")
            try app.pick("Cats", in: "Show")
        }
        step("after showing all again", app) { try app.pick("All", in: "Show") }
    }

    /// Performs one action; when it cannot be done, says why and carries on.
    @MainActor
    static func step(_ name: String, _ app: ViewHarness, _ action: () throws -> Void) {
        var problem: String?
        do {
            try action()
        } catch {
            problem = "! \(error)"
        }
        show(name, app, problem)
    }

    @MainActor
    static func show(_ step: String, _ app: ViewHarness, _ problem: String? = nil) {
        print("== \(step)")
        if let problem { print(problem) }
        for line in lines(app.nodes, depth: 0) { print(line) }
    }

    /// Nodes a person reads (with text, or with nothing inside); plain containers are skipped,
    /// a picker's options are not listed, and swipe actions go at the end of their row's line.
    @MainActor
    static func lines(_ nodes: [RenderedNode], depth: Int) -> [String] {
        nodes.flatMap { node -> [String] in
            let swipes = node.children.filter { $0.kind == "SwipeActions" }
            let inner = node.children.filter { $0.kind != "SwipeActions" }
            guard node.content != nil || inner.isEmpty else { return lines(inner, depth: depth) }
            var parts = [node.kind, node.content.map { "\"\($0)\"" } ?? ""] + node.details + node.flags
            let actions = swipes.flatMap(\.children).compactMap(\.content)
            if !actions.isEmpty { parts.append("swipe: " + actions.joined(separator: ", ")) }
            let line = String(repeating: "  ", count: depth) + parts.filter { !$0.isEmpty }.joined(separator: " ")
            return [line] + (node.kind == "Picker" ? [] : lines(inner, depth: depth + 1))
        }
    }
}
