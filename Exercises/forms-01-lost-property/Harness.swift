import SwiftUI

/// A stand-in for the desk that answers only when the harness tells it to, so every state
/// (loading, empty, failed, loaded) can be seen on screen.
@MainActor
final class ScriptedDesk: LostPropertyService {
    struct Offline: Error {}

    private var waiting: CheckedContinuation<[FoundItem], any Error>?

    func itemsHandedIn() async throws -> [FoundItem] {
        try await withCheckedThrowingContinuation { waiting = $0 }
    }

    func answer(_ items: [FoundItem]) {
        waiting?.resume(returning: items)
        waiting = nil
    }

    func fail() {
        waiting?.resume(throwing: Offline())
        waiting = nil
    }
}

/// Opens the desk screen, makes the fake desk answer in different ways, and prints the screen
/// after each step: one line per text or control (containers and modifiers left out), then
/// one line per toolbar item with its placement.
@main
struct LostPropertyHarness {
    @MainActor
    static func main() async {
        let desk = ScriptedDesk()
        let app = ViewHarness(LostPropertyDesk(service: desk))
        await app.settle(timeout: .milliseconds(200))
        show("while the desk is asked", app)

        desk.answer([])
        await app.settle()
        show("the desk has nothing", app)

        await step("after Refresh, while the desk is asked", app) { try app.tap("Refresh") }

        desk.fail()
        await app.settle()
        show("the desk cannot be reached", app)

        await step("after Try again, the desk answers", app, answer: desk) { try app.tap("Try again") }
        await step("after Sort, By station", app) { try app.tap("By station") }
    }

    /// Performs an action, lets the screen's tasks run (answering the desk when asked to),
    /// then prints the screen; a failed action is printed with `!`.
    @MainActor
    static func step(_ name: String, _ app: ViewHarness, answer desk: ScriptedDesk? = nil,
                     _ action: () throws -> Void) async {
        var problem: String?
        do { try action() } catch { problem = "! \(error)" }
        await app.settle(timeout: .milliseconds(200))
        if let desk {
            desk.answer([
                FoundItem(id: 7, name: "Violin case", station: "Canal Street", daysAgo: 3),
                FoundItem(id: 8, name: "Blue backpack", station: "Harbour Road", daysAgo: 1),
                FoundItem(id: 9, name: "Reading glasses", station: "Elm Park", daysAgo: 0),
            ])
            await app.settle()
        }
        show(name, app, problem)
    }

    @MainActor
    static func show(_ name: String, _ app: ViewHarness, _ problem: String? = nil) {
        print("== \(name)")
        if let problem { print(problem) }
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
        return ([node.kind, content] + node.details + node.flags).filter { !$0.isEmpty }.joined(separator: " ")
    }

    static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
