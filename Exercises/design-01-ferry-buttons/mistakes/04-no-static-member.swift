// Mistake: constructs the style by name at the call site and never adds the static member, so `.buttonStyle(.boarding)` elsewhere in the app does not compile.
// Expect: compile
import SwiftUI

/// The app's one prominent action: a capsule filled with the current tint.
struct BoardingButtonStyle: ButtonStyle {
    @ScaledMetric(relativeTo: .headline) private var verticalInset: CGFloat = 12

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.vertical, verticalInset)
            .padding(.horizontal)
            .foregroundStyle(.white)
            .background(.tint, in: .capsule)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// The actions under a ferry ticket.
struct SailingActions: View {
    @State private var status = "09:40 to Lundy, seat 14"

    var body: some View {
        VStack {
            Text(status)
            Button("Board now") {
                status = "Boarded"
            }
            .buttonStyle(BoardingButtonStyle())
            Button("Change sailing") {
                status = "Choosing another sailing"
            }
            .buttonStyle(.bordered)
            Button("Cancel ticket", role: .destructive) {
                status = "Ticket cancelled"
            }
            .buttonStyle(.bordered)
        }
    }
}
