import SwiftUI

/// Shows the trail header, saves the trail, and prints the structure each time:
/// which views are glass, in which order their modifiers apply, and how they are grouped.
@main
struct TrailHeaderHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(TrailHeader())
        print("== first look")
        print(app.render())
        try app.tap("Save trail")
        print("== after tapping Save trail")
        print(app.render())
    }
}
