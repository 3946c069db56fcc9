import SwiftUI

/// What a VoiceOver user hears, top to bottom: buttons say they are buttons (and "dimmed" when
/// disabled), and while an alert is up only the alert can be read.
@MainActor
func spokenLines(of app: ViewHarness) -> [String] {
    var alerts: [RenderedNode] = []
    func findAlerts(_ nodes: [RenderedNode]) {
        for node in nodes {
            if node.kind == "Alert" { alerts.append(node) } else { findAlerts(node.children) }
        }
    }
    findAlerts(app.nodes)
    var lines: [String] = []
    func read(_ nodes: [RenderedNode]) {
        for node in nodes {
            let text = node.content ?? ""
            switch node.kind {
            case "Button":
                lines.append(text + ", button" + (node.flags.contains("disabled") ? ", dimmed" : ""))
            case "Alert":
                lines.append("alert: " + text)
                for detail in node.details where detail.hasPrefix("message:") {
                    lines.append(String(detail.dropFirst("message:".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                }
                read(node.children)
            default:
                if !text.isEmpty { lines.append(text) }
                read(node.children)
            }
        }
    }
    read(alerts.isEmpty ? app.nodes : [alerts[0]])
    return lines
}

/// Books a session like a person would, printing what VoiceOver reads after each step.
@main
struct WallBookingHarness {
    @MainActor
    static func main() {
        let starts = ["07:00", "12:30", "18:00"]
        let app = ViewHarness(SessionBoard(sessions: starts.map { WallSession(start: $0) }))
        step("first look", app) {}
        step("tap 18:00", app) { try app.tap("18:00") }
        step("tap Book", app) { try app.tap("Book") }
        step("tap Cancel", app) { try app.tap("Cancel") }
        step("tap Book, then Confirm", app) {
            try app.tap("Book")
            try app.tap("Confirm")
        }
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
