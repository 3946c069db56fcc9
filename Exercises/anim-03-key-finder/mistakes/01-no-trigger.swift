// Mistake: leaves out trigger:, so the keyframes repeat for ever, before any ping and after it.
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

/// The key icon with its jiggle.
struct JigglingKey: View {
    let pings: Int

    var body: some View {
        Image(systemName: "key.fill")
            .font(.largeTitle)
            .keyframeAnimator(initialValue: KeyJiggle()) { content, value in
                content
                    .rotationEffect(.degrees(value.tilt))
                    .offset(y: value.lift)
            } keyframes: { _ in
                KeyframeTrack(\.tilt) {
                    CubicKeyframe(18, duration: 0.1)
                    CubicKeyframe(-18, duration: 0.1)
                    CubicKeyframe(9, duration: 0.1)
                    CubicKeyframe(0, duration: 0.1)
                }
                KeyframeTrack(\.lift) {
                    LinearKeyframe(-14, duration: 0.2)
                    LinearKeyframe(0, duration: 0.2)
                }
            }
    }
}
