import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(LibraryView())
        print(app.render())
        try app.navigate(to: "Emma")
        print("--- pushed Emma")
        print(app.render())
        try app.navigate(to: "More by Jane Austen")
        print("--- pushed the author")
        print(app.render())
        do {
            try app.navigate(to: "Dune")
        } catch {
            print("navigate to Dune: \(error)")
        }
        try app.dismiss()
        try app.tap("Back to list")
        print("--- back at the root")
        print(app.render())
    }
}
