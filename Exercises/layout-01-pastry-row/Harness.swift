import SwiftUI

/// Shows one `PastryRow` in a list at several Dynamic Type sizes, taps Add, and prints the
/// outline of the row after each step: one line per view, children indented, with the view's
/// kind, text and details (modifiers left out).
@main
struct PastryRowHarness {
    @MainActor
    static func main() {
        let standard = ViewHarness(PastryRowHost(pastry: .cardamomBun)) { $0.dynamicTypeSize = .large }
        show("text size large (the default)", standard)
        step("after tapping Add twice", standard) {
            try standard.tap("Add")
            try standard.tap("Add")
        }
        let biggest = ViewHarness(PastryRowHost(pastry: .ryeLoaf)) { $0.dynamicTypeSize = .xxxLarge }
        show("text size xxxLarge (the largest standard size)", biggest)
        let accessible = ViewHarness(PastryRowHost(pastry: .cardamomBun)) { $0.dynamicTypeSize = .accessibility2 }
        show("text size accessibility2", accessible)
    }

    /// Performs one action; when it cannot be done, says why and carries on.
    @MainActor
    static func step(_ name: String, _ menu: ViewHarness, _ action: () throws -> Void) {
        var problem: String?
        do {
            try action()
        } catch {
            problem = "! \(error)"
        }
        show(name, menu, problem)
    }

    @MainActor
    static func show(_ step: String, _ menu: ViewHarness, _ problem: String? = nil) {
        print("== \(step)")
        if let problem { print(problem) }
        for line in outline(menu.nodes, depth: 0) { print(line) }
    }

    @MainActor
    static func outline(_ nodes: [RenderedNode], depth: Int) -> [String] {
        nodes.flatMap { node -> [String] in
            let content = node.content.map { "\"\($0)\"" } ?? ""
            let words = ([node.kind, content] + node.details + node.flags).filter { !$0.isEmpty }
            let line = String(repeating: "  ", count: depth) + words.joined(separator: " ")
            return [line] + outline(node.children, depth: depth + 1)
        }
    }
}

/// Owns the count of one pastry, as the menu screen does for every row.
struct PastryRowHost: View {
    let pastry: Pastry
    @State private var count = 0

    var body: some View {
        List {
            PastryRow(pastry: pastry, count: count) {
                count += 1
            }
        }
    }
}
