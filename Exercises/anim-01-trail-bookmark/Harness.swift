import SwiftUI

/// Shows the trail card, bookmarks the trail and takes the bookmark off again, printing
/// what changed on screen after each tap and the animation each change got
/// (sorted, so that the order of equivalent modifiers does not matter).
@main
struct TrailBookmarkHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(TrailCard())
        print("== first look")
        print(app.visibleTexts().joined(separator: " | "))
        try app.tap("Bookmark")
        print("== after tapping Bookmark")
        for line in app.changes().map(\.description).sorted() { print(line) }
        print(app.visibleTexts().joined(separator: " | "))
        try app.tap("Bookmark")
        print("== after tapping Bookmark again")
        for line in app.changes().map(\.description).sorted() { print(line) }
        print(app.visibleTexts().joined(separator: " | "))
    }
}
