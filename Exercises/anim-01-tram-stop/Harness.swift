import SwiftUI

/// Opens the tram stop twice: once as most people see it (the dot starts pulsing, then two
/// refreshes), and once with Reduce Motion switched on. After each step it prints what
/// changed on screen and the animation each change got (sorted), then the texts on screen.
@main
struct TramStopHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(TramStopBoard())
        print("== the screen appears")
        for line in app.changes().map(\.description).sorted() { print(line) }
        print(app.visibleTexts().joined(separator: " | "))
        for step in 1...2 {
            try app.tap("Refresh")
            print("== after Refresh \(step)")
            for line in app.changes().map(\.description).sorted() { print(line) }
            print(app.visibleTexts().joined(separator: " | "))
        }

        let calm = ViewHarness(TramStopBoard()) { $0.accessibilityReduceMotion = true }
        print("== the screen appears with Reduce Motion on")
        for line in calm.changes().map(\.description).sorted() { print(line) }
        print(calm.visibleTexts().joined(separator: " | "))
        try calm.tap("Refresh")
        print("== after Refresh with Reduce Motion on")
        for line in calm.changes().map(\.description).sorted() { print(line) }
        print(calm.visibleTexts().joined(separator: " | "))
    }
}
