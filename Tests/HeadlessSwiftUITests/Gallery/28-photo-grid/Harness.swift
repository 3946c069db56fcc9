import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(PhotoGrid())
        try app.tap("moon")
        try app.tap("star")
        try app.tap("moon")
        print(app.render())
    }
}
