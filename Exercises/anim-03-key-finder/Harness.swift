import SwiftUI

/// Opens the key finder, looks at the keyframes before any ping, then pings once and shows
/// the key icon at the keyframe boundaries and once more after a second ping, printing what
/// changed since the previous look.
@main
struct KeyFinderHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(KeyFinder())
        print("== first look")
        print(app.visibleTexts().joined(separator: " | "))
        app.showKeyframes(at: 0.1)
        print("== 0.1 s, before any ping")
        show(app.changes())
        try app.tap("Ping keys")
        print("== after tapping Ping keys")
        show(app.changes())
        for time in [0.1, 0.2, 0.3, 0.4, 0.6] {
            app.showKeyframes(at: time)
            print("== \(time) s into the jiggle")
            show(app.changes())
        }
        try app.tap("Ping keys")
        app.showKeyframes(at: 0.2)
        print("== pinged again, 0.2 s in")
        show(app.changes())
        print(app.visibleTexts().joined(separator: " | "))
    }

    @MainActor
    static func show(_ changes: [AnimatedChange]) {
        if changes.isEmpty { print("(nothing moves)") }
        for change in changes { print(change) }
    }
}
