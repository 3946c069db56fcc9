import SwiftUI

/// Uses the station board like a person, then shows one row under two environments.
/// Each row prints as its texts joined by " | "; the toggle prints with its state.
@main
struct DepartureHarness {
    @MainActor
    static func main() {
        let board = ViewHarness(StationBoard())
        step("the board opens", board) {}
        step("turn on Highlight delays", board) { try board.toggle("Highlight delays") }
        step("turn it off again", board) { try board.toggle("Highlight delays") }

        let ferry = Departure(id: 9, time: "09:05", destination: "Ferry Pier", platform: 7, minutesLate: 6)
        let plain = ViewHarness(DepartureRow(departure: ferry))
        step("one row, default environment", plain) {}
        let compact = ViewHarness(DepartureRow(departure: ferry)) { values in
            values.showsPlatform = false
            values.highlightsDelays = true
        }
        step("one row, showsPlatform = false and highlightsDelays = true", compact) {}
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        for node in app.nodes { show(node) }
    }

    @MainActor
    static func show(_ node: RenderedNode) {
        switch node.kind {
        case "Toggle":
            print("Toggle \"\(node.content ?? "")\" \(node.flags.joined(separator: " "))")
        case "HStack":
            print(node.children.compactMap(\.content).joined(separator: " | "))
        default:
            for child in node.children { show(child) }
        }
    }
}
