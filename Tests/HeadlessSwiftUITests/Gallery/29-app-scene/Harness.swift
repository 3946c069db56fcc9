import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        JournalApp.main()
    }
}
