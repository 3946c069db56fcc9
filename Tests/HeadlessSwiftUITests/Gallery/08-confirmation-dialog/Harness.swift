import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(PhotoView())
        try app.tap("Options")
        print(app.render())
        try app.tap("Make Black & White")
        print("--- chose")
        print(app.render())
    }
}
