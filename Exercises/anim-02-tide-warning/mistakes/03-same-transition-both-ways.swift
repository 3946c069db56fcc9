// Mistake: animates correctly but keeps one transition for both directions, so the warning slides back up instead of fading.
// Expect: output
import SwiftUI

struct TideBoard: View {
    @State private var showWarning = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Lighthouse walk")
                .font(.title2)
            Button("Tide warning") {
                showWarning.toggle()
            }
            if showWarning {
                Label("Causeway floods at 4 pm", systemImage: "water.waves")
                    .transition(.move(edge: .top))
            }
        }
        .padding()
        .animation(.snappy, value: showWarning)
    }
}
