import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        print(ViewHarness(AdaptiveLayout()).render())
        print("--- regular width")
        print(ViewHarness(AdaptiveLayout()) { $0.horizontalSizeClass = .regular }.render())
    }
}
