import SwiftUI

/// Books a firing like a person would and prints the screen after each step: one line per
/// section, text or control (containers and modifiers left out), then the toolbar, one line per
/// item with its placement. While the sheet is up, only the sheet is printed.
@main
struct KilnBookingHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(KilnLog())
        show("the log", app)
        step("after tapping Book a firing", app) { try app.tap("Book a firing") }
        attempt("tapping Book before naming the piece") { try app.tap("Book") }
        attempt("tapping Book with only spaces as the name") {
            try app.type("   ", into: "Piece")
            try app.tap("Book")
        }
        step("after filling in the form", app) {
            try app.type("Tea bowl", into: "Piece")
            try app.pick("Porcelain", in: "Clay")
            try app.increment("Pieces: 1")
            try app.increment("Pieces: 2")
            try app.toggle("Glaze firing")
            try app.slide("Peak temperature", to: 1240)
        }
        step("after tapping Book", app) { try app.tap("Book") }
        step("after starting a second booking and tapping Cancel", app) {
            try app.tap("Book a firing")
            try app.type("Vase", into: "Piece")
            try app.tap("Cancel")
        }
    }

    /// Performs one or more actions, then prints the screen; a failed action is printed with `!`.
    @MainActor
    static func step(_ name: String, _ app: ViewHarness, _ actions: () throws -> Void) {
        print("== \(name)")
        do { try actions() } catch { print("! \(error)") }
        for line in screen(app.nodes) { print(line) }
    }

    /// Performs an action that should be refused, and prints only what happened.
    @MainActor
    static func attempt(_ name: String, _ action: () throws -> Void) {
        print("== \(name)")
        do {
            try action()
            print("done")
        } catch {
            print("! \(error)")
        }
    }

    @MainActor
    static func show(_ name: String, _ app: ViewHarness) {
        print("== \(name)")
        for line in screen(app.nodes) { print(line) }
    }

    // MARK: Printing

    @MainActor
    static func screen(_ roots: [RenderedNode]) -> [String] {
        let top = lastSheet(in: roots).map { [$0] } ?? roots
        var toolbar: [String] = []
        let body = lines(top, depth: 0, toolbar: &toolbar)
        return body + toolbar
    }

    @MainActor
    static func lastSheet(in nodes: [RenderedNode]) -> RenderedNode? {
        var found: RenderedNode?
        for node in nodes {
            if node.kind == "Sheet" { found = node }
            if let inner = lastSheet(in: node.children) { found = inner }
        }
        return found
    }

    @MainActor
    static func lines(_ nodes: [RenderedNode], depth: Int, toolbar: inout [String]) -> [String] {
        var result: [String] = []
        for node in nodes {
            if node.kind == "Toolbar" {
                toolbar += toolbarLines(node)
            } else if node.kind == "Picker" {
                result.append(indent(depth) + describe(node))
            } else if node.content == nil && !node.children.isEmpty {
                result += lines(node.children, depth: depth, toolbar: &toolbar)
            } else {
                result.append(indent(depth) + describe(node))
                result += lines(node.children, depth: depth + 1, toolbar: &toolbar)
            }
        }
        return result
    }

    @MainActor
    static func toolbarLines(_ toolbar: RenderedNode) -> [String] {
        toolbar.children.flatMap { item -> [String] in
            let placement = item.details.first { $0.hasPrefix("placement:") }
                .map { String($0.dropFirst("placement:".count)) } ?? ".automatic"
            var ignored: [String] = []
            return lines(item.children, depth: 0, toolbar: &ignored).map { line in
                line.hasPrefix(" ") ? line : "Toolbar \(placement): \(line)"
            }
        }
    }

    @MainActor
    static func describe(_ node: RenderedNode) -> String {
        let content = node.content.map { "\"\($0)\"" } ?? ""
        // A cancel role on the Cancel button is fine either way, so it is not printed.
        let details = node.details.filter { $0 != "role:cancel" }
        return ([node.kind, content] + details + node.flags).filter { !$0.isEmpty }.joined(separator: " ")
    }

    static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
