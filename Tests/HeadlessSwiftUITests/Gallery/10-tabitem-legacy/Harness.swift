import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(LegacyTabs())
        print(app.render())
        try app.selectTab("Profile")
        print("--- profile")
        print(app.render())
    }
}
