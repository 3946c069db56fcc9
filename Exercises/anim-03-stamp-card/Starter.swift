import SwiftUI

/// A bakery's loyalty card: every coffee adds a stamp, and the stamp thumps onto the card.
/// The thump is three steps chained by hand with timers: press, lift, settle.
struct StampCard: View {
    @State private var stamps = 0
    @State private var scale = 1.0
    @State private var tilt = 0.0

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "seal.fill")
                .font(.largeTitle)
                .scaleEffect(scale)
                .rotationEffect(.degrees(tilt))
            Text("\(stamps) of 8 stamps")
            Button("Add stamp") {
                stamps += 1
                withAnimation(.easeIn(duration: 0.1)) {
                    scale = 0.8
                    tilt = -12
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    withAnimation(.bouncy) {
                        scale = 1.15
                        tilt = 6
                    }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                    withAnimation(.bouncy) {
                        scale = 1
                        tilt = 0
                    }
                }
            }
        }
        .padding()
    }
}
