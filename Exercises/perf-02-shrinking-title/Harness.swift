import SwiftUI

/// Scrolls the exhibit page step by step, the way a visitor's finger would, and after each step
/// prints how the title looks and how many times each view's `body` has run so far.
@main
struct ShrinkingTitleHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(ExhibitScreen())
        report("first look", app)
        for offset in [-30.0, -60, -90, -120, -150, -40] {
            var problem: String?
            do {
                try app.slide("Scroll", to: offset)
            } catch {
                problem = "! \(error)"
            }
            report("scrolled to \(Int(offset))", app, problem)
        }
    }

    @MainActor
    static func report(_ step: String, _ app: ViewHarness, _ problem: String? = nil) {
        print("== \(step)")
        if let problem { print(problem) }
        let title = (try? app.find(text: "The Lewis Chessmen"))?.modifiers.joined(separator: " ") ?? "missing"
        let subtitle = app.contains(text: "Gallery 4") ? "shown" : "hidden"
        print("title \(title), subtitle \(subtitle)")
        print("bodies run: ExhibitScreen \(app.bodyCount(of: ExhibitScreen.self)), ExhibitHeader \(app.bodyCount(of: ExhibitHeader.self))")
    }
}
