import SwiftUI

/// Shows the map controls, opens the filters and closes them again, printing the
/// structure (which views are glass, how they are grouped) and what changed each time.
@main
struct DockMapControlsHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(DockMapControls())
        print("== first look")
        print(app.render())
        try app.tap("Filters")
        print("== after tapping Filters")
        for change in app.changes() { print(change) }
        print(app.render())
        try app.tap("Filters")
        print("== after tapping Filters again")
        for change in app.changes() { print(change) }
    }
}
