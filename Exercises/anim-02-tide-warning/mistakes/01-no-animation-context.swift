// Mistake: writes the asymmetric transition but never animates the change, so the warning still pops in and out.
// Expect: transition-without-animation
// Expect: not animated, appears at once
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
            }
        }
        .padding()
    }
}
