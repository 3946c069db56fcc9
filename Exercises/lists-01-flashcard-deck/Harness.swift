import SwiftUI

/// Studies the deck like a person would and prints what the screen shows after each step:
/// one line per section, box, disclosure group (with `expanded`/`collapsed`), label, text and
/// button, indented under the section, box or group it belongs to.
@main
struct FlashcardDeckHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(DeckScreen())
        show("first look", app)
        step("after revealing le chat", app) { try app.tap("Answer", within: "le chat") }
        step("after deleting la mer", app) { try app.delete(row: "la mer") }
        step("after adding le pain", app) { try app.tap("New card: le pain") }
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

    /// Nodes a person reads (with text, or with nothing inside); plain containers are skipped.
    @MainActor
    static func lines(_ nodes: [RenderedNode], depth: Int) -> [String] {
        nodes.flatMap { node -> [String] in
            guard node.content != nil || node.children.isEmpty else { return lines(node.children, depth: depth) }
            let content = node.content.map { "\"\($0)\"" } ?? ""
            let line = String(repeating: "  ", count: depth)
                + ([node.kind, content] + node.details + node.flags).filter { !$0.isEmpty }.joined(separator: " ")
            return [line] + lines(node.children, depth: depth + 1)
        }
    }
}
