// Alternative: the jiggle lives in a reusable ViewModifier, the value type has other names, and the lift track is written before the tilt track (tracks run side by side, so the order does not matter).
import SwiftUI

struct Wiggle {
    var degrees: Double = 0
    var hop: Double = 0
}

struct PingWiggle: ViewModifier {
    let count: Int

    func body(content: Content) -> some View {
        content.keyframeAnimator(initialValue: Wiggle(), trigger: count) { view, wiggle in
            view
                .rotationEffect(.degrees(wiggle.degrees))
                .offset(y: wiggle.hop)
        } keyframes: { _ in
            KeyframeTrack(\.hop) {
                LinearKeyframe(-14, duration: 0.2)
                LinearKeyframe(0, duration: 0.2)
            }
            KeyframeTrack(\.degrees) {
                CubicKeyframe(18, duration: 0.1)
                CubicKeyframe(-18, duration: 0.1)
                CubicKeyframe(9, duration: 0.1)
                CubicKeyframe(0, duration: 0.1)
            }
        }
    }
}

struct KeyFinder: View {
    @State private var pings = 0

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "key.fill")
                .font(.largeTitle)
                .modifier(PingWiggle(count: pings))
            Text("Pings sent: \(pings)")
            Button("Ping keys") { pings += 1 }
        }
        .padding()
    }
}
