import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(ForecastView(loader: CannedForecasts()))
        print(app.render())
        let finished = await app.settle()
        print("--- settled: \(finished)")
        print(app.render())
    }
}
