import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(ThemedRoot())
        print(app.render())
        try app.toggle("Warm theme")
        print("--- warm")
        print(app.render())
        let dark = ViewHarness(ThemedBadge()) { $0.colorScheme = .dark }
        print("--- dark environment")
        print(dark.render())
    }
}
