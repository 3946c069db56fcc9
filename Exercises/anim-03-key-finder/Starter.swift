import SwiftUI

/// A key-finder tag: "Ping keys" makes the tag beep, and the key icon should jiggle and hop.
struct KeyFinder: View {
    @State private var pings = 0

    var body: some View {
        VStack(spacing: 16) {
            // TODO: play the jiggle with .keyframeAnimator each time `pings` changes.
            Image(systemName: "key.fill")
                .font(.largeTitle)
            Text("Pings sent: \(pings)")
            Button("Ping keys") {
                pings += 1
            }
        }
        .padding()
    }
}
