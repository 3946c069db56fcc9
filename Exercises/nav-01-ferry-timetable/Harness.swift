import SwiftUI

/// Uses the timetable like a person and prints the navigation stack after each step: one
/// `Screen` line per level (lower levels are `covered`), then the texts, buttons and links of
/// the screen on top. A pushed value that no `navigationDestination` shows prints as
/// `Screen missing-destination`.
@main
struct FerryTimetableHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(FerryTimetable())
        step("first look", app) {}
        step("open North Pier", app) { try app.navigate(to: "North Pier") }
        step("open the 08:15 to Skye", app) { try app.navigate(to: "08:15 to Skye") }
        step("tap Back to the pier", app) { try app.tap("Back to the pier") }
        step("swipe back", app) { try app.dismiss() }
        step("open South Pier, then the 09:30 to Eigg", app) {
            try app.navigate(to: "South Pier")
            try app.navigate(to: "09:30 to Eigg")
        }
    }

    /// Performs the actions; when one cannot be done, says why and carries on.
    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        for node in app.nodes { show(node) }
    }

    @MainActor
    static func show(_ node: RenderedNode) {
        switch node.kind {
        case "Screen":
            let title = node.content.map { " \"\($0)\"" } ?? ""
            let flags = node.flags.map { " \($0)" }.joined()
            print("Screen\(title)\(flags)")
            if node.flags.contains("covered") { return }
        case "Text", "Button", "NavigationLink":
            let flags = node.flags.map { " \($0)" }.joined()
            print("  \(node.kind) \"\(node.content ?? "")\"\(flags)")
            return
        default:
            break
        }
        for child in node.children { show(child) }
    }
}
