import SwiftUI

/// Opens the dock screen while the feed is down, tries again once it is back, then pulls to
/// refresh after two bikes come back. After each step it prints what the screen shows (one
/// line per text or control, in screen order), any problem the runtime noticed, and how many
/// requests reached the feed.
@main
struct BikeDocksHarness {
    @MainActor
    static func main() async {
        let feed = DockFeed()
        feed.isDown = true
        let app = ViewHarness(DockScreen(feed: feed))
        show("first look", app, feed)
        await waitAMoment(app)
        show("after the first load", app, feed)

        feed.isDown = false
        do { try app.tap("Try again") } catch { print("! \(error)") }
        show("right after Try again", app, feed)
        await waitAMoment(app)
        show("after the second load", app, feed)

        feed.bikesReturned(2, to: "Market Hall")
        do { try await app.refresh() } catch { print("! \(error)") }
        show("right after pulling to refresh", app, feed)
        await waitAMoment(app)
        show("a moment later", app, feed)
    }

    /// Waits like a person: until the screen's tasks are done, then a little longer, so work
    /// started outside `.task` has finished too.
    @MainActor
    static func waitAMoment(_ app: ViewHarness) async {
        await app.settle()
        try? await Task.sleep(for: .milliseconds(120))
        await app.settle()
    }

    @MainActor
    static func show(_ step: String, _ app: ViewHarness, _ feed: DockFeed) {
        print("== \(step)")
        for line in leaves(app.nodes) { print(line) }
        for line in app.problems { print("! \(line)") }
        print("requests so far: \(feed.requests)")
    }

    /// One line per node a person reads: every node with content, and every leaf.
    @MainActor
    static func leaves(_ nodes: [RenderedNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            let content = node.content.map { "\"\($0)\"" } ?? ""
            let line = ([node.kind, content] + node.details + node.flags).filter { !$0.isEmpty }.joined(separator: " ")
            let own = node.content != nil || node.children.isEmpty ? [line] : []
            return own + leaves(node.children)
        }
    }
}
