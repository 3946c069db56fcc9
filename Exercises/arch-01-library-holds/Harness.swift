import SwiftUI

/// A desk that gives the answers it was scripted with, one per request, and counts them.
actor ScriptedHolds: HoldsService {
    private var answers: [Result<[Hold], BranchClosed>]
    private(set) var requests = 0

    init(_ answers: [Result<[Hold], BranchClosed>]) {
        self.answers = answers
    }

    func holds() async throws -> [Hold] {
        requests += 1
        return try answers.removeFirst().get()
    }
}

/// Stands in for the app: owns the filter and places the desk in the environment.
struct HoldsHost: View {
    let desk: ScriptedHolds
    @State private var readyOnly = false

    var body: some View {
        HoldsScreen(readyOnly: $readyOnly)
            .environment(\.holdsService, desk)
    }
}

/// Opens the screen with a desk that is closed on the first request and open on the
/// second, taps Try again, then filters to the books ready to collect.
@main
struct LibraryHoldsHarness {
    @MainActor
    static func main() async {
        let desk = ScriptedHolds([
            .failure(BranchClosed()),
            .success([
                Hold(title: "Tidal Atlas", ready: true),
                Hold(title: "Moss Gardens", ready: false),
                Hold(title: "The Glass Orchard", ready: true),
            ]),
        ])
        let app = ViewHarness(HoldsHost(desk: desk))
        await app.settle()
        await show("after the first load", app, desk)

        do { try app.tap("Try again") } catch { print("! \(error)") }
        await app.settle()
        await show("after Try again", app, desk)

        do { try app.toggle("Ready to collect only") } catch { print("! \(error)") }
        await show("ready to collect only", app, desk)
    }

    @MainActor
    static func show(_ step: String, _ app: ViewHarness, _ desk: ScriptedHolds) async {
        print("== \(step)")
        for line in leaves(app.nodes) { print(line) }
        for line in app.problems { print("! \(line)") }
        print("requests to the desk: \(await desk.requests)")
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
