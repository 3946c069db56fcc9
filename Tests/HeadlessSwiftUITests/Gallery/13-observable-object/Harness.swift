import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(ScoreScreen())
        try app.tap("Home +1")
        try app.tap("Away +1")
        try app.increment("Home score")
        try app.tap("Log half time")
        print(app.render())
    }
}
