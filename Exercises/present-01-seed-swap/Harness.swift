import SwiftUI

/// What a person sees: while a sheet, alert or dialog is up, only the top-most one (the rest of
/// the app is dimmed behind it); otherwise the screen. Fields show what is typed in them, and
/// buttons are in parentheses ("dimmed" when disabled).
@MainActor
func seen(_ app: ViewHarness) -> [String] {
    let modalKinds: Set<String> = ["Sheet", "FullScreenCover", "Popover", "Alert", "ConfirmationDialog"]
    var modals: [RenderedNode] = []
    func findModals(_ nodes: [RenderedNode]) {
        for node in nodes {
            if modalKinds.contains(node.kind) { modals.append(node) }
            findModals(node.children)
        }
    }
    findModals(app.nodes)
    var lines: [String] = []
    func read(_ nodes: [RenderedNode]) {
        for node in nodes {
            let content = node.content ?? ""
            switch node.kind {
            case "Sheet", "FullScreenCover", "Popover", "ConfirmationDialog", "Alert":
                lines.append("[\(node.kind.lowercased())]" + (content.isEmpty ? "" : " " + content))
                for detail in node.details where detail.hasPrefix("message:") {
                    lines.append(String(detail.dropFirst("message:".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                }
            case "Screen":
                lines.append("— \(content) —")
            case "Button":
                lines.append("(" + content + (node.flags.contains("disabled") ? ", dimmed" : "") + ")")
            case "TextField":
                let typed = node.details.first { $0.hasPrefix("text:") }.map { String($0.dropFirst(5)) } ?? "\"\""
                lines.append("\(content): \(typed)")
            default:
                if !content.isEmpty { lines.append(content) }
            }
            if !modalKinds.contains(node.kind) || node === modals.last {
                read(node.children.filter { !modalKinds.contains($0.kind) })
            }
        }
    }
    read(modals.isEmpty ? app.nodes : [modals[modals.count - 1]])
    return lines
}

/// Uses the seed swap like a person: edits, cancels, adds, removes, and opens "New packet"
/// after each, printing what is on screen after every step.
@main
struct SeedSwapHarness {
    @MainActor
    static func main() {
        let table = SwapTable(packets: [
            SeedPacket(id: 1, variety: "Carrots", sowIn: "March"),
            SeedPacket(id: 2, variety: "Runner beans", sowIn: "May"),
        ])
        let app = ViewHarness(SeedSwapScreen(table: table))
        step("first look", app) {}
        step("tap Carrots", app) { try app.tap("Carrots · sow in March") }
        step("tap Cancel", app) { try app.tap("Cancel") }
        step("tap New packet", app) { try app.tap("New packet") }
        step("type Chard, April; tap Save", app) {
            try app.type("Chard", into: "Variety")
            try app.type("April", into: "Sow in")
            try app.tap("Save")
        }
        step("tap Runner beans, then Remove packet", app) {
            try app.tap("Runner beans · sow in May")
            try app.tap("Remove packet")
        }
        step("tap Remove", app) { try app.tap("Remove") }
        step("tap New packet", app) { try app.tap("New packet") }
        step("swipe the sheet down", app) { try app.dismiss() }
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ action: () throws -> Void) {
        print("== " + title)
        do {
            try action()
            print(seen(app).joined(separator: "\n"))
        } catch {
            print("could not: \(error)")
        }
    }
}
