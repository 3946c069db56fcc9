import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(ContactsView())
        try app.tap("Ben")
        print(app.render())
        try app.tap("Done")
        try app.tap("Ana")
        print("--- Ana")
        print(app.render())
        try app.dismiss()
        print("--- dismissed")
        print(app.render())
    }
}
