import SwiftUI

/// Opens the stall board in a narrow window (a phone, or an iPad app in Slide Over) and in a
/// wide one (a full-screen iPad), and prints what a person sees after each step: texts and
/// buttons, with "side by side:" where views sit in a row and "sheet:" for a sheet.
@main
struct StallBoardHarness {
    static let stalls = [
        Stall(id: 1, name: "Hill Farm Cheese", row: "A"),
        Stall(id: 2, name: "Orchard Juices", row: "B"),
    ]

    @MainActor
    static func main() {
        let narrow = ViewHarness(StallBoard(stalls: stalls)) { $0.horizontalSizeClass = .compact }
        step("narrow window", narrow) {}
        step("narrow window: tap Show map", narrow) { try narrow.tap("Show map") }
        let wide = ViewHarness(StallBoard(stalls: stalls)) { $0.horizontalSizeClass = .regular }
        step("wide window", wide) {}
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        for node in app.nodes { show(node, "") }
    }

    @MainActor
    static func show(_ node: RenderedNode, _ indent: String) {
        var inner = indent
        switch node.kind {
        case "Text", "Button":
            print(indent + node.kind + " \"" + (node.content ?? "") + "\"")
        case "HStack":
            print(indent + "side by side:")
            inner += "  "
        case "Sheet":
            print(indent + "sheet:")
            inner += "  "
        default:
            break
        }
        for child in node.children { show(child, inner) }
    }
}
