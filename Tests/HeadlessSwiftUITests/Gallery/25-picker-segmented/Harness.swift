import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(OrderView())
        print(app.render())
        try app.pick("L", in: "Size")
        try app.pick("Oat", in: "Milk")
        try app.toggle("Extra shot")
        try app.slide("Quantity", to: 2)
        print("--- ordered")
        print(app.render())
        do {
            try app.pick("Soy", in: "Milk")
        } catch {
            print("pick Soy: \(error)")
        }
    }
}
