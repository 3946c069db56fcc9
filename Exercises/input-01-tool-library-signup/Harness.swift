import SwiftUI

/// Fills in the form like a person with the keyboard: types, presses return, and prints what
/// the screen shows after each step, one line per control or text (a focused field says
/// `focused`; a password shows one • per character).
@main
struct JoinFormHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(JoinForm())
        show("first look", app)
        step("type Noor into Name, press return", app) {
            try app.type("Noor", into: "Name")
            try app.submit("Name")
        }
        step("type noor@example.org into Email, press return", app) {
            try app.type("noor@example.org", into: "Email")
            try app.submit("Email")
        }
        step("type 'hammer' into Password, press return", app) {
            try app.type("hammer", into: "Password")
            try app.submit("Password")
        }
        step("type Noor Haddad into Name, tap Sign up", app) {
            try app.type("Noor Haddad", into: "Name")
            try app.tap("Sign up")
        }
        step("type 'hammer-drill' into Password, press return", app) {
            try app.type("hammer-drill", into: "Password")
            try app.submit("Password")
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
