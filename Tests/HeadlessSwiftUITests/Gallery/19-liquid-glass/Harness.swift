import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(GlassToolbar())
        print(app.render())
        try app.tap("plus")
        print("--- expanded")
        print(app.render())
    }
}
