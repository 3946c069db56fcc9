import SwiftUI

/// Plans a set like a person and prints, after each step, the buttons, fields, steppers and
/// texts on screen (one per line, whatever stacks hold them).
@main
struct SetlistHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(SetlistScreen())
        step("first look", app) {}
        step("tap Ghost Lights", app) { try app.tap("Ghost Lights") }
        step("rename it and make it two minutes longer", app) {
            try app.type("Ghost Lights (acoustic)", into: "Song title")
            try app.increment("Minutes")
            try app.increment("Minutes")
        }
        step("tap Harbor", app) { try app.tap("Harbor") }
        step("make Harbor one minute shorter", app) { try app.decrement("Minutes") }
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        for node in app.nodes { show(node) }
    }

    @MainActor
    static func show(_ node: RenderedNode) {
        if ["Text", "Button", "TextField", "Stepper"].contains(node.kind) {
            let parts = [node.kind, node.content.map { "\"\($0)\"" }] + node.details + node.flags
            print(parts.compactMap { $0 }.joined(separator: " "))
        }
        for child in node.children { show(child) }
    }
}
