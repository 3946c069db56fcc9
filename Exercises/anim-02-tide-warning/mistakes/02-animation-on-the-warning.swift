// Mistake: attaches .animation to the warning inside the if; it arrives and leaves with the view, so neither change is animated.
// Expect: animation-inside-transition-conditional
// Expect: not animated, disappears at once
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
                    .transition(.asymmetric(insertion: .move(edge: .top), removal: .opacity))
                    .animation(.snappy, value: showWarning)
            }
        }
        .padding()
    }
}
