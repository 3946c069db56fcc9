import SwiftUI

/// Searches the hut list like a hiker would and prints what the screen shows after each step:
/// one line per text or control, in screen order (containers and modifiers left out).
@main
struct HutFinderHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(HutFinder())
        show("first look", app)
        step("search: hut", app) { try app.search("hut") }
        step("search: ECRINS", app) { try app.search("ECRINS") }
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
