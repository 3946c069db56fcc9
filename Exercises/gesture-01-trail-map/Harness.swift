import SwiftUI

/// The feedback the last interaction played, from `changes()`: one line each, named by kind.
@MainActor
func feedbackLines(of app: ViewHarness) -> [String] {
    app.changes().map(\.description).compactMap { change in
        guard let range = change.range(of: "sensory feedback ") else { return nil }
        let kind = change[range.upperBound...].prefix { $0 != "(" && $0 != " " }
        return "feedback: \(kind)"
    }
}

/// Whether the map's zoom change of the last interaction was animated, from `changes()`.
@MainActor
func mapAnimation(of app: ViewHarness) -> String {
    guard let change = app.changes().map(\.description).last(where: { $0.contains(".scaleEffect(") }) else {
        return "map did not change size"
    }
    return change.contains(": not animated") ? "map jumped, not animated" : "map zoomed, animated"
}

/// Pinches the map in and out past its limits, then fits it, printing the zoom label.
@main
struct TrailMapHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(TrailMapZoom())
        print("== first look")
        print(app.visibleTexts().joined(separator: " | "))
        pinch(app, by: 3)
        pinch(app, by: 2)
        pinch(app, by: 0.5)
        print("== tap Fit")
        do {
            try app.tap("Fit")
            print(mapAnimation(of: app))
            for line in feedbackLines(of: app) { print(line) }
            print(app.visibleTexts().joined(separator: " | "))
        } catch {
            print("could not: \(error)")
        }
        pinch(app, by: 0.5)
    }

    @MainActor
    static func pinch(_ app: ViewHarness, by scale: CGFloat) {
        print("== pinch the map by \(scale), fingers still down")
        do {
            try app.magnify("Trail map", by: scale) {
                print(app.visibleTexts().joined(separator: " | "))
            }
            print("== fingers lift")
            for line in feedbackLines(of: app) { print(line) }
            print(app.visibleTexts().joined(separator: " | "))
        } catch {
            print("could not: \(error)")
        }
    }
}
