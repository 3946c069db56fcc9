import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(CounterView())
        print(app.render())
        for _ in 0..<3 { try app.tap("Increment") }
        print("--- after three taps")
        print(app.render())
        do {
            try app.tap("Increment")
        } catch {
            print("tap Increment: \(error)")
        }
    }
}
