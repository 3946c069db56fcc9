import SwiftUI

/// Opens the walk screen, shows the tide warning, then hides it again, printing
/// what changed on screen after each tap and the animation each change got.
@main
struct TideWarningHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(TideBoard())
        print("== first look")
        print(app.visibleTexts().joined(separator: " | "))
        try app.tap("Tide warning")
        print("== after tapping Tide warning")
        for change in app.changes() { print(change) }
        print(app.visibleTexts().joined(separator: " | "))
        try app.tap("Tide warning")
        print("== after tapping Tide warning again")
        for change in app.changes() { print(change) }
        print(app.visibleTexts().joined(separator: " | "))
    }
}
