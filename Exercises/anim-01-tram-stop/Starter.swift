import SwiftUI

/// The stop screen of a city tram app: a pulsing "Live" dot, a tram icon that moves along
/// as the tram gets closer, and the minutes until it arrives. (In this demo each Refresh
/// brings the tram two minutes closer.)
struct TramStopBoard: View {
    @State private var minutesAway = 6
    @State private var livePulse = false

    var body: some View {
        VStack {
            HStack {
                Circle()
                    .frame(width: 10, height: 10)
                    .opacity(livePulse ? 0.3 : 1)
                    .animation(.easeInOut(duration: 0.9).repeatForever(), value: livePulse)
                Text("Live")
            }
            Image(systemName: "tram.fill")
                .animation(.snappy, value: minutesAway)
                .offset(x: CGFloat(6 - minutesAway) * 20)
            Text("Tram in \(minutesAway) min")
            Button("Refresh") { minutesAway -= 2 }
        }
        .padding()
        .animation(.easeInOut)
        .onAppear { livePulse = true }
    }
}
