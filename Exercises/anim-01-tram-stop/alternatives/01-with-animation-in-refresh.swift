// Alternative: animates Refresh with withAnimation(.snappy), keeps the minutes still with .transaction, and lets the dot dim only when Reduce Motion is off.
import SwiftUI

struct TramStopBoard: View {
    @Environment(\.accessibilityReduceMotion) private var prefersLessMotion
    @State private var minutesLeft = 6
    @State private var pulsing = false

    var body: some View {
        VStack {
            HStack {
                LiveDot(dimmed: pulsing && !prefersLessMotion)
                Text("Live")
            }
            Image(systemName: "tram.fill")
                .offset(x: CGFloat(6 - minutesLeft) * 20)
            Text("Tram in \(minutesLeft) min")
                .transaction { $0.animation = nil }
            Button("Refresh") {
                withAnimation(.snappy) { minutesLeft -= 2 }
            }
        }
        .padding()
        .onAppear { pulsing = true }
    }
}

/// The "Live" dot; it throbs forever while `dimmed` is true.
struct LiveDot: View {
    let dimmed: Bool

    var body: some View {
        Circle()
            .frame(width: 10, height: 10)
            .opacity(dimmed ? 0.3 : 1)
            .animation(.easeInOut(duration: 0.9).repeatForever(), value: dimmed)
    }
}
