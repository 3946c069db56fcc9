import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(InboxView())
        try app.tap("Delete All")
        print(app.render())
        try app.tap("Cancel")
        print("--- cancelled")
        print(app.render())
        try app.tap("Delete All")
        try app.tap("Delete")
        print("--- deleted")
        print(app.render())
    }
}
