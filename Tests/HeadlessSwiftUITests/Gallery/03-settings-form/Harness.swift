import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(SettingsView())
        print(app.render())
        try app.type("ada", into: "Nickname")
        try app.toggle("Notifications")
        try app.pick("Dark", in: "Theme")
        try app.increment("Font size: 14")
        try app.increment("Font size: 16")
        try app.decrement("Font size: 18")
        print("--- after editing")
        print(app.render())
        print("stored notifications:", AppStorageStore.shared.value(for: "notifications") ?? "unset")
    }
}
