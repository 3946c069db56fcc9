import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(CardsView())
        print(app.render())
        do {
            try app.tap("Card taps: 0")
        } catch {
            print("tap Card taps: 0: \(error)")
        }
    }
}
