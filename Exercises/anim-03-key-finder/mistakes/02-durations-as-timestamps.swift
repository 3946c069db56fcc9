// Mistake: reads each keyframe's duration as the time it is reached; a duration is the time since the previous keyframe, so the jiggle runs slow and long.
// Expect: output
import SwiftUI

/// The values the key icon's keyframes move: a tilt in degrees and a lift in points.
struct KeyJiggle {
    var tilt = 0.0
    var lift = 0.0
}

/// A key-finder tag: "Ping keys" makes the tag beep, and the key icon jiggles and hops.
struct KeyFinder: View {
    @State private var pings = 0

    var body: some View {
        VStack(spacing: 16) {
            JigglingKey(pings: pings)
            Text("Pings sent: \(pings)")
            Button("Ping keys") {
                pings += 1
            }
        }
        .padding()
    }
}

/// The key icon; it plays its keyframes once each time `pings` changes.
struct JigglingKey: View {
    let pings: Int

    var body: some View {
        Image(systemName: "key.fill")
            .font(.largeTitle)
            .keyframeAnimator(initialValue: KeyJiggle(), trigger: pings) { content, value in
                content
                    .rotationEffect(.degrees(value.tilt))
                    .offset(y: value.lift)
            } keyframes: { _ in
                KeyframeTrack(\.tilt) {
                    CubicKeyframe(18, duration: 0.1)
                    CubicKeyframe(-18, duration: 0.2)
                    CubicKeyframe(9, duration: 0.3)
                    CubicKeyframe(0, duration: 0.4)
                }
                KeyframeTrack(\.lift) {
                    LinearKeyframe(-14, duration: 0.2)
                    LinearKeyframe(0, duration: 0.4)
                }
            }
    }
}
