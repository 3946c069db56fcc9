import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(PulseView())
        try app.tap("Like")
        try app.tap("Details")
        print(app.render())
        let timeline = KeyframeTimeline(initialValue: HeartValues()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
            }
        }
        print("--- timeline at 0.5s: scale \(timeline.value(time: 0.5).scale), duration \(timeline.duration)")
    }
}
