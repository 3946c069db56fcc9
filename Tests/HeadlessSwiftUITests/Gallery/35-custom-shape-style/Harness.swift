import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(BadgeView())
        try app.tap("Tap me 0")
        print(app.render())
        print("triangle bounds: \(Triangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 20)).boundingRect)")
    }
}
