import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(AccountView())
        print(app.render())
        try app.tap("Load account")
        print("--- loading")
        print(app.render())
        try app.tap("Fail")
        print("--- failed")
        print(app.render())
        try app.tap("Retry")
        try app.tap("Finish")
        print("--- loaded")
        print(app.render())
    }
}
