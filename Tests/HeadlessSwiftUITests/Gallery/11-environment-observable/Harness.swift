import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(ShopView())
        try app.tap("Add Apple")
        try app.tap("Add Pear")
        try app.tap("Add Apple")
        try app.type("Leave at door", into: "Note")
        print(app.render())
    }
}
