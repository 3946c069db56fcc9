import SwiftUI

/// Searches the seed library like a gardener and prints what the screen shows after each
/// step: one line per text or control, in screen order. The headless scope bar cannot be
/// tapped, so the harness picks a scope the way the bar does: through the `scope` binding.
@main
struct SeedLibraryHarness {
    @MainActor
    static func main() {
        let search = SeedSearch()
        let app = ViewHarness(SeedLibrary(search: search))
        show("first look", app)
        step("search: zoe", app) { try app.search("zoe") }
        step("scope: Vegetables", app) {
            search.scope = .vegetables
            app.update()
        }
        step("search: epinard", app) { try app.search("epinard") }
        step("search field cleared", app) { try app.search("") }
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
