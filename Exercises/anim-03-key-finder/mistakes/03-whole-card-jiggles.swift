// Mistake: puts the keyframe animator on the whole card, so the text and the button jiggle with the key.
// Expect: output
// Expect: + VStack containing "Pings sent: 1" .rotationEffect
import SwiftUI

struct KeyJiggle {
    var tilt = 0.0
    var lift = 0.0
}

struct KeyFinder: View {
    @State private var pings = 0

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "key.fill")
                .font(.largeTitle)
            Text("Pings sent: \(pings)")
            Button("Ping keys") {
                pings += 1
            }
        }
        .padding()
        .keyframeAnimator(initialValue: KeyJiggle(), trigger: pings) { content, value in
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
