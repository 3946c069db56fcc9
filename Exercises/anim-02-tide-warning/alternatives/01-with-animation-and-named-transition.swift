// Alternative: animates the toggle with withAnimation and names the asymmetric transition in an AnyTransition extension.
import SwiftUI

extension AnyTransition {
    /// Slides down when it arrives, fades when it leaves.
    static var dropInFadeOut: AnyTransition {
        .asymmetric(insertion: .move(edge: .top), removal: .opacity)
    }
}

struct TideBoard: View {
    @State private var isWarningShown = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Lighthouse walk")
                .font(.title2)
            Button("Tide warning", action: flipWarning)
            if isWarningShown {
                Label("Causeway floods at 4 pm", systemImage: "water.waves")
                    .transition(.dropInFadeOut)
            }
        }
        .padding()
    }

    private func flipWarning() {
        withAnimation(.snappy) {
            isWarningShown.toggle()
        }
    }
}
