import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(ReportingList())
        print(app.render())
        try app.tap("Add title")
        print("--- added")
        print(app.render())
    }
}
