import SwiftUI

/// Uses the reading list like a person and prints, after each step, the texts, toggles,
/// field and button on screen (one per line, whatever stacks hold them).
@main
struct ReadingHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(ReadingScreen(owner: "Maya"))
        step("first look", app) {}
        step("add Dune, then Emma", app) {
            try app.type("Dune", into: "New book")
            try app.tap("Add")
            try app.type("Emma", into: "New book")
            try app.tap("Add")
        }
        step("type Middlemarch, tick Dune before adding it", app) {
            try app.type("Middlemarch", into: "New book")
            try app.toggle("Dune")
        }
        step("tap Add", app) { try app.tap("Add") }
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        for node in app.nodes { show(node) }
    }

    @MainActor
    static func show(_ node: RenderedNode) {
        if ["Text", "Toggle", "TextField", "Button"].contains(node.kind) {
            let parts = [node.kind, node.content.map { "\"\($0)\"" }] + node.details + node.flags
            print(parts.compactMap { $0 }.joined(separator: " "))
        }
        for child in node.children { show(child) }
    }
}
