import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(ReceiptView())
        print(app.render())
        print("texts: \(app.visibleTexts().count)")
    }
}
