import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(SearchView())
        await app.settle()
        print(app.render())
        try app.search("ap")
        await app.settle()
        print("--- ap")
        print(app.render())
        try app.search("kiwi")
        await app.settle()
        print("--- kiwi")
        print(app.render())
    }
}
