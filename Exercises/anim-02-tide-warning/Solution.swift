import SwiftUI

/// The start screen of a lighthouse walk. "Tide warning" shows or hides a warning
/// about the causeway: it slides down from the top and fades away when hidden.
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
        .animation(.snappy, value: showWarning)
    }
}
