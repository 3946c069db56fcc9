import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(SettingsMenu())
        try app.navigate(to: "Account")
        try app.toggle("Signed in")
        print(app.render())
        try app.tap("Close")
        try app.navigate(to: "Privacy")
        print("--- privacy")
        print(app.render())
        try app.dismiss()
        try app.tap("About")
        print("--- about")
        print(app.render())
    }
}
