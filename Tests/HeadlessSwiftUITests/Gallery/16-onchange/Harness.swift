import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(TemperatureView())
        try app.increment("Celsius: 20")
        try app.increment("Celsius: 25")
        try app.increment("Celsius: 30")
        try app.decrement("Celsius: 35")
        print(app.render())
    }
}
