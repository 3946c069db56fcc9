import SwiftUI

/// Shows two tides, taps the alert button, and prints the structure: which views
/// are glass, which modifiers the scroll view and its bar carry.
@main
struct TideTimesHarness {
    @MainActor
    static func main() throws {
        let tides = [
            Tide(id: "06:12", kind: "High", height: "4.1 m"),
            Tide(id: "12:30", kind: "Low", height: "0.8 m"),
        ]
        let app = ViewHarness(TideTimesScreen(tides: tides))
        print("== first look")
        print(app.render())
        try app.tap("Add tide alert")
        print("== after tapping Add tide alert")
        print(app.visibleTexts().joined(separator: " | "))
    }
}
