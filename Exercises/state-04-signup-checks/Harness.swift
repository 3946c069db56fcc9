import SwiftUI

/// Fills in the sign-up form like a person and prints, after each step, every text, field and
/// button on screen (one per line, whatever stacks hold them).
@main
struct SignUpHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(SignUpForm())
        step("the form opens", app) {}
        step("type Noor into Name", app) { try app.type("Noor", into: "Name") }
        step("type noor@ into Email", app) { try app.type("noor@", into: "Email") }
        step("finish the email, fill Emergency contact", app) {
            try app.type("noor@example.org", into: "Email")
            try app.type("Sam Haddad", into: "Emergency contact")
        }
        step("tap Send", app) { try app.tap("Send") }
        step("clear Name", app) { try app.type("", into: "Name") }
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        for node in app.nodes { show(node) }
    }

    @MainActor
    static func show(_ node: RenderedNode) {
        if ["Text", "TextField", "Button"].contains(node.kind) {
            let parts = [node.kind, node.content.map { "\"\($0)\"" }] + node.details + node.flags
            print(parts.compactMap { $0 }.joined(separator: " "))
        }
        for child in node.children { show(child) }
    }
}
