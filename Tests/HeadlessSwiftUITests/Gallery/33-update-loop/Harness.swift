import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(LoopingView())
        print(app.render())
        try app.tap("Bump")
        print("--- after Bump")
        print(app.problems.isEmpty ? "no problems" : "problems: \(app.problems.count)")
        for problem in app.problems { print(problem) }
    }
}
