import SwiftUI

/// Whether a popover's content asks to stay a popover on a phone.
@MainActor
func staysPopover(_ node: RenderedNode) -> Bool {
    node.modifiers.contains { $0.hasPrefix(".presentationCompactAdaptation(.popover)") }
        || node.children.contains(where: staysPopover)
}

/// What a person sees on a phone: while an alert, dialog, sheet or popover is up, only the
/// top-most one; otherwise the screen, one line per section. On a phone a popover shows as a
/// sheet unless its content asks to stay a popover. Buttons are in parentheses.
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
        for node in nodes where !modalKinds.contains(node.kind) || node === modals.last {
            let content = node.content ?? ""
            switch node.kind {
            case "Popover":
                lines.append(staysPopover(node) ? "[popover]" : "[sheet]")
            case "Alert":
                lines.append("[alert] " + content)
            case "ConfirmationDialog":
                lines.append("[dialog] " + content)
            case "Section":
                let before = lines.count
                read(node.children)
                let row = lines[before...].joined(separator: " ")
                lines.removeSubrange(before...)
                lines.append(content + ": " + row)
                continue
            case "Screen":
                lines.append("— \(content) —")
            case "Button":
                lines.append("(" + content + (node.flags.contains("disabled") ? ", dimmed" : "") + ")")
            default:
                if !content.isEmpty { lines.append(content) }
            }
            for detail in node.details where detail.hasPrefix("message:") {
                lines.append(String(detail.dropFirst("message:".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            }
            read(node.children)
        }
    }
    read(modals.last.map { [$0] } ?? app.nodes)
    return lines
}

/// Uses the tool shed like a member: borrows a tool that is out, returns one broken, borrows
/// the broken one, and reads the rules, printing what is on screen after every step.
@main
struct LendingShedHarness {
    @MainActor
    static func main() {
        let shed = ToolShed(tools: [
            ShedTool(name: "Ladder", borrower: "Priya"),
            ShedTool(name: "Drill", borrower: ShedTool.you),
            ShedTool(name: "Hedge trimmer"),
        ])
        let app = ViewHarness(ShedRoot(shed: shed))
        step("first look", app) {}
        step("tap Borrow under Ladder", app) { try app.tap("Borrow", within: "Ladder") }
        step("tap OK", app) { try app.tap("OK") }
        step("tap Return under Drill", app) { try app.tap("Return", within: "Drill") }
        step("tap It needs repair", app) { try app.tap("It needs repair") }
        step("tap Borrow under Drill", app) { try app.tap("Borrow", within: "Drill") }
        step("tap OK, then Borrow under Hedge trimmer", app) {
            try app.tap("OK")
            try app.tap("Borrow", within: "Hedge trimmer")
        }
        step("tap Lending rules", app) { try app.tap("Lending rules") }
        step("tap outside", app) { try app.dismiss() }
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
