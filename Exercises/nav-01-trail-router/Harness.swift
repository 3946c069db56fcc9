import SwiftUI

/// Uses the trail guide like a person, and opens two links from outside the app the way
/// `onOpenURL` would, by calling `router.open(url:)`. After each step it prints how many
/// routes the router's path holds, one `Screen` line per level of the stack (the lower ones
/// marked `covered`) and the texts, buttons and links of the screen on top.
@main
struct TrailRouterHarness {
    @MainActor
    static func main() {
        let router = TrailRouter()
        let app = ViewHarness(TrailsRoot(router: router))
        step("first look", app, router) {}
        step("open Otter Creek", app, router) { try app.navigate(to: "Otter Creek") }
        step("tap Show map", app, router) { try app.tap("Show map") }
        step("tap All trails", app, router) { try app.tap("All trails") }
        step("open fellside://trail/cairn-loop/map", app, router) {
            router.open(url: URL(string: "fellside://trail/cairn-loop/map")!)
        }
        step("swipe back", app, router) { try app.dismiss() }
        step("open fellside://trail/harebell-ridge", app, router) {
            router.open(url: URL(string: "fellside://trail/harebell-ridge")!)
        }
        step("open fellside://trail/moon-base and fellside://weather", app, router) {
            router.open(url: URL(string: "fellside://trail/moon-base")!)
            router.open(url: URL(string: "fellside://weather")!)
        }
    }

    /// Performs the actions; when one cannot be done, says why and carries on.
    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ router: TrailRouter, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        app.update()
        print("path: \(router.path.count)")
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
