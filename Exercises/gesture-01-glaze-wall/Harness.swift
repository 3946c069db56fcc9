import SwiftUI

/// What VoiceOver reads, top to bottom: buttons are announced as buttons, a labelled image as an
/// image, an image without a label only by its symbol name.
@MainActor
func spokenLines(of app: ViewHarness) -> [String] {
    var lines: [String] = []
    func label(of node: RenderedNode) -> String? {
        for modifier in node.modifiers where modifier.hasPrefix(".accessibilityLabel(\"") {
            return String(modifier.dropFirst(".accessibilityLabel(\"".count).dropLast(2))
        }
        return nil
    }
    func read(_ nodes: [RenderedNode]) {
        for node in nodes {
            switch node.kind {
            case "Button":
                lines.append((label(of: node) ?? node.content ?? "") + ", button")
            case "Image":
                if let label = label(of: node) {
                    lines.append(label + ", image")
                } else {
                    let symbol = node.details.first { $0.hasPrefix("systemName:") }
                    lines.append((symbol.map { String($0.dropFirst("systemName:".count)) } ?? "?") + ", image without a name")
                }
            default:
                if let text = node.content, !text.isEmpty { lines.append(text) }
                read(node.children)
            }
        }
    }
    read(app.nodes)
    return lines
}

/// Looks at two glaze tiles like a person would and prints what VoiceOver reads after each step.
@main
struct GlazeWallHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(GlazeWall(tiles: [
            GlazeTile(name: "Celadon", photo: "tile-celadon"),
            GlazeTile(name: "Tenmoku", photo: "tile-tenmoku"),
        ]))
        step("first look", app) {}
        step("tap Like", app) { try app.tap("Like") }
        step("tap Next tile", app) { try app.tap("Next tile") }
        step("tap Like, then Unlike", app) {
            try app.tap("Like")
            try app.tap("Unlike")
        }
        step("tap the Tenmoku photo once", app) { try app.tap("tile-tenmoku") }
        step("double-tap the Tenmoku photo", app) { try app.tap("tile-tenmoku", count: 2) }
        step("tap Next tile", app) { try app.tap("Next tile") }
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ action: () throws -> Void) {
        print("== " + title)
        do {
            try action()
            print(spokenLines(of: app).joined(separator: "\n"))
        } catch {
            print("could not: \(error)")
        }
    }
}
