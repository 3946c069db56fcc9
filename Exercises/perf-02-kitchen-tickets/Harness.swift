import SwiftUI

/// Works the kitchen display like a chef and, after each step, prints every ticket as one line
/// plus how many times the header's and each row's `body` have run so far.
@main
struct KitchenTicketsHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(KitchenScreen())
        report("first look", app)
        step("after Next stage on table 7", app) {
            try app.tap("Next stage", within: "Table 7: Fish pie")
        }
        step("after Rush on table 2", app) {
            try app.tap("Rush", within: "Table 2: Lentil soup")
        }
        step("after Rush on table 9", app) {
            try app.tap("Rush", within: "Table 9: Lamb shank")
        }
        step("after Next stage on table 7 again", app) {
            try app.tap("Next stage", within: "Table 7: Fish pie")
        }
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
        report(name, app, problem)
    }

    @MainActor
    static func report(_ step: String, _ app: ViewHarness, _ problem: String? = nil) {
        print("== \(step)")
        if let problem { print(problem) }
        for line in lines(app.nodes) { print(line) }
        print("bodies run: header \(app.bodyCount(of: KitchenHeader.self)), rows \(app.instanceBodyCounts(of: TicketRow.self))")
    }

    /// A view whose children are all plain texts and buttons (a ticket's section) prints as
    /// one line, its header first.
    @MainActor
    static func lines(_ nodes: [RenderedNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            if node.children.isEmpty { return [node.content ?? node.kind] }
            if node.children.allSatisfy({ $0.children.isEmpty }) {
                let parts = [node.content].compactMap { $0 } + node.children.map { $0.content ?? $0.kind }
                return [parts.joined(separator: " | ")]
            }
            return lines(node.children)
        }
    }
}
