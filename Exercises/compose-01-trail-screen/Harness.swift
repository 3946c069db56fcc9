import SwiftUI

/// Opens the learner's screen inside a navigation stack, as the app does.
@main
struct TrailHarness {
    static let ridgeLoop = Trail(
        name: "Ridge Loop", region: "Lake District", distanceKm: 14, climbMeters: 620, hours: 5,
        stops: [
            Stop(id: 1, name: "Car park", km: 0),
            Stop(id: 2, name: "Stone bridge", km: 3),
            Stop(id: 3, name: "Summit cairn", km: 7),
            Stop(id: 4, name: "Tarn", km: 10),
            Stop(id: 5, name: "Village cafe", km: 14),
        ]
    )

    @MainActor
    static func main() throws {
        let app = ViewHarness(NavigationStack { TrailDetailScreen(trail: ridgeLoop) })
        print("== first look")
        print(app.render())
        try step(app, tapping: "Save trail")
        try step(app, tapping: "Show all 5 stops")
        try step(app, tapping: "Show fewer stops")
    }

    /// Taps a control, then prints what appeared on screen, what went away, and which view
    /// types ran their `body` for it.
    @MainActor
    static func step(_ app: ViewHarness, tapping label: String) throws {
        let textsBefore = app.visibleTexts()
        let countsBefore = app.bodyCounts
        try app.tap(label)
        let textsAfter = app.visibleTexts()
        let ran = app.bodyCounts.filter { $0.value > countsBefore[$0.key, default: 0] }.keys.sorted()
        print("== tap \"\(label)\"")
        print("appeared: \(list(textsAfter.filter { !textsBefore.contains($0) }))")
        print("went away: \(list(textsBefore.filter { !textsAfter.contains($0) }))")
        print("bodies that ran: \(list(ran))")
    }

    static func list(_ items: [String]) -> String {
        items.isEmpty ? "nothing" : items.joined(separator: ", ")
    }
}
