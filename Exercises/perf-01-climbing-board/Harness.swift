import SwiftUI

/// Uses the board like a person and prints, after each step, what the screen shows (one line
/// per text or control, in screen order) and how much work was done so far: how many times
/// the climbers were sorted and how many grade formatters were created.
@main
struct ClimbingBoardHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(BoardScreen())
        show("first look", app)
        step("after typing a shout-out", app) { try app.type("Go Mia!", into: "Shout-out") }
        step("after typing more", app) { try app.type("Go Mia, go!", into: "Shout-out") }
        step("after Mia logs two sends", app) {
            try app.tap("Log a send for Mia")
            try app.tap("Log a send for Mia")
        }
        step("after Mia logs one more", app) { try app.tap("Log a send for Mia") }
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
        for line in leaves(app.nodes) { print(line) }
        for line in app.problems { print("! \(line)") }
        print("sorts so far: \(BoardOrder.made)")
        print("grade formatters created so far: \(GradeFormatter.made)")
    }

    @MainActor
    static func leaves(_ nodes: [RenderedNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            guard node.children.isEmpty else { return leaves(node.children) }
            let content = node.content.map { "\"\($0)\"" } ?? ""
            return [([node.kind, content] + node.details + node.flags).filter { !$0.isEmpty }.joined(separator: " ")]
        }
    }
}
