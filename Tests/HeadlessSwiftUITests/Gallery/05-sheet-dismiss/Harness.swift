import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(ProfileView())
        try app.tap("Edit name")
        print(app.render())
        do {
            try app.tap("Edit name")
        } catch {
            print("tap Edit name again: \(error)")
        }
        try app.type("Jordan", into: "Name")
        try app.tap("Save")
        print("--- saved")
        print(app.render())
        try app.tap("Edit name")
        try app.tap("Cancel")
        print("--- cancelled: \(app.contains(text: "Hello, Jordan!"))")
    }
}
