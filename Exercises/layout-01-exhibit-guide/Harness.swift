import SwiftUI

/// Opens the exhibit page in a compact and in a regular width, taps Play, and prints the
/// outline of the page after each step: one line per view, children indented, with its kind,
/// text and details (modifiers left out).
@main
struct ExhibitGuideHarness {
    @MainActor
    static func main() {
        let phone = ViewHarness(ExhibitScreen(exhibit: .harbourAtDusk)) { $0.horizontalSizeClass = .compact }
        show("compact width: a phone, or an iPad in Slide Over", phone)
        step("compact width, after tapping Play", phone) { try phone.tap("Play") }
        let tablet = ViewHarness(ExhibitScreen(exhibit: .harbourAtDusk)) { $0.horizontalSizeClass = .regular }
        show("regular width: an iPad in full screen", tablet)
    }

    /// Performs one action; when it cannot be done, says why and carries on.
    @MainActor
    static func step(_ name: String, _ page: ViewHarness, _ action: () throws -> Void) {
        var problem: String?
        do {
            try action()
        } catch {
            problem = "! \(error)"
        }
        show(name, page, problem)
    }

    @MainActor
    static func show(_ step: String, _ page: ViewHarness, _ problem: String? = nil) {
        print("== \(step)")
        if let problem { print(problem) }
        for line in outline(page.nodes, depth: 0) { print(line) }
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
