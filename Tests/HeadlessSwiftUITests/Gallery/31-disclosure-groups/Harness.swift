import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(FAQView())
        print(app.render())
        try app.tap("Shipping")
        try app.tap("Returns")
        print("--- expanded both")
        print(app.render())
    }
}
