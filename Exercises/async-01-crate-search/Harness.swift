import SwiftUI

/// Opens the crate screen as the app does, then types an artist's name one letter at a time,
/// faster than the shop answers. After each step it prints what the screen shows (one line
/// per text or control, in screen order), any problem the runtime noticed, and how many
/// searches the shop answered and how many were cancelled on the way.
@main
struct CrateSearchHarness {
    @MainActor
    static func main() async {
        let shop = RecordShop()
        let app = ViewHarness(CrateScreen(search: CrateSearch(shop: shop)))
        await waitAMoment(app)
        show("first look", app, shop)

        for typed in ["n", "ni", "nin"] {
            do { try app.type(typed, into: "Artist") } catch { print("! \(error)") }
        }
        await waitAMoment(app)
        show("after typing n, i, n quickly", app, shop)

        do { try app.type("", into: "Artist") } catch { print("! \(error)") }
        await waitAMoment(app)
        show("after clearing the field", app, shop)
    }

    /// Waits like a person: until the screen's tasks are done, then a little longer, so work
    /// started outside `.task` has finished too.
    @MainActor
    static func waitAMoment(_ app: ViewHarness) async {
        await app.settle()
        try? await Task.sleep(for: .milliseconds(200))
        await app.settle()
    }

    @MainActor
    static func show(_ step: String, _ app: ViewHarness, _ shop: RecordShop) {
        print("== \(step)")
        for line in leaves(app.nodes) { print(line) }
        for line in app.problems { print("! \(line)") }
        print("searches answered: \(shop.answered), cancelled: \(shop.cancelled)")
    }

    /// One line per node a person reads: every node with content, and every leaf.
    @MainActor
    static func leaves(_ nodes: [RenderedNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            let content = node.content.map { "\"\($0)\"" } ?? ""
            let line = ([node.kind, content] + node.details + node.flags).filter { !$0.isEmpty }.joined(separator: " ")
            let own = node.content != nil || node.children.isEmpty ? [line] : []
            return own + leaves(node.children)
        }
    }
}
