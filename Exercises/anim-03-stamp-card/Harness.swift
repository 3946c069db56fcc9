import SwiftUI

/// Opens the stamp card, steps the phase animator before any tap, then adds two stamps and
/// steps through the stamp's poses, printing what changed and the animation each change got.
@main
struct StampCardHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(StampCard())
        print("== first look")
        print(app.visibleTexts().joined(separator: " | "))
        app.nextPhase()
        print("== next phase before any stamp")
        show(app.changes())
        try app.tap("Add stamp")
        print("== after tapping Add stamp")
        show(app.changes())
        for step in 1...4 {
            app.nextPhase()
            print("== next phase \(step)")
            show(app.changes())
        }
        try app.tap("Add stamp")
        print("== after tapping Add stamp again")
        show(app.changes())
        app.nextPhase()
        print("== next phase")
        show(app.changes())
        print(app.visibleTexts().joined(separator: " | "))
    }

    @MainActor
    static func show(_ changes: [AnimatedChange]) {
        if changes.isEmpty { print("(nothing moves)") }
        for change in changes { print(change) }
    }
}
