import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(MainTabs())
        try app.tap("Visit")
        print(app.render())
        try app.selectTab("Settings")
        print("--- settings")
        print(app.render())
        do {
            try app.tap("Visit")
        } catch {
            print("tap Visit: \(error)")
        }
        try app.tap("Go home")
        print("--- home again, state kept")
        print(app.render())
    }
}
