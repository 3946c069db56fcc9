import SwiftUI

/// Opens the photo wall in a compact and a regular width, confirms the kingfisher, and prints
/// what the wall shows: the scroll view, the grid and any geometry reader, then each photo,
/// text and button. Other containers and shapes are left out. A photo line ends with how it
/// looks: sharp, or blurred and whether the blur stays inside the rounded corners.
@main
struct SightingWallHarness {
    @MainActor
    static func main() {
        let phone = ViewHarness(SightingWall()) { $0.horizontalSizeClass = .compact }
        show("compact width", phone)
        step("after confirming the kingfisher", phone) { try phone.tap("Confirm") }
        let tablet = ViewHarness(SightingWall()) { $0.horizontalSizeClass = .regular }
        show("regular width", tablet)
    }

    /// Performs one action; when it cannot be done, says why and carries on.
    @MainActor
    static func step(_ name: String, _ wall: ViewHarness, _ action: () throws -> Void) {
        var problem: String?
        do {
            try action()
        } catch {
            problem = "! \(error)"
        }
        show(name, wall, problem)
    }

    @MainActor
    static func show(_ step: String, _ wall: ViewHarness, _ problem: String? = nil) {
        print("== \(step)")
        if let problem { print(problem) }
        for line in outline(wall.nodes, depth: 0, effects: []) { print(line) }
    }

    static let frames: Set<String> = ["ScrollView", "LazyVGrid", "LazyHGrid", "LazyVStack", "List", "GeometryReader"]
    static let leaves: Set<String> = ["Image", "Text", "Button", "Label"]

    /// `effects` are the modifiers of the enclosing nodes (innermost first) up to the nearest
    /// printed container, so a photo inside a clipped and blurred frame knows about both.
    @MainActor
    static func outline(_ nodes: [RenderedNode], depth: Int, effects: [String]) -> [String] {
        nodes.flatMap { node -> [String] in
            let indent = String(repeating: "  ", count: depth)
            let words = ([node.kind, node.content.map { "\"\($0)\"" } ?? ""] + node.details).filter { !$0.isEmpty }
            if frames.contains(node.kind) {
                return [indent + words.joined(separator: " ")] + outline(node.children, depth: depth + 1, effects: [])
            }
            if leaves.contains(node.kind) {
                let look = node.kind == "Image" ? " — " + describe(node.modifiers + effects) : ""
                return [indent + words.joined(separator: " ") + look]
            }
            return outline(node.children, depth: depth, effects: node.modifiers + effects)
        }
    }

    /// How a photo looks after its modifiers, applied in this order.
    static func describe(_ modifiers: [String]) -> String {
        let isClip: (String) -> Bool = {
            $0.hasPrefix(".clipShape") || $0.hasPrefix(".clipped") || $0.hasPrefix(".cornerRadius")
        }
        guard let blur = modifiers.lastIndex(where: { $0.hasPrefix(".blur(radius: ") && !$0.hasPrefix(".blur(radius: 0)") && !$0.hasPrefix(".blur(radius: 0,") }) else {
            return "sharp"
        }
        if modifiers[blur...].contains(where: isClip) { return "blurred, trimmed to its rounded corners" }
        if modifiers.contains(where: isClip) { return "blurred, spilling past its rounded corners" }
        return "blurred, with square corners"
    }
}
