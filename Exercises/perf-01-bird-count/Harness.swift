import SwiftUI

/// Creates the day's count once, as the app does, hands it to the screen and uses the screen
/// like a person. After each step it prints what the screen shows (one line per text or
/// control, in screen order), any problem the runtime noticed, and how many times the
/// totals were worked out so far.
@main
struct BirdCountHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(CountScreen(count: BirdCount(sightings: morningWalk)))
        show("first look", app)
        step("after typing a note", app) { try app.type("Windy", into: "Field note") }
        step("after typing more", app) { try app.type("Windy, then sun", into: "Field note") }
        step("after two wrens", app) {
            try app.tap("Saw a wren")
            try app.tap("Saw a wren")
        }
        step("after a robin", app) { try app.tap("Saw a robin") }
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
        print("totals worked out so far: \(Tally.runs)")
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
