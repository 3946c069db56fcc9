// Mistake: paints the cancel button red with a tint instead of giving it the destructive role, so VoiceOver and alerts never learn what it does.
// Expect: output
// Expect: role:destructive
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

extension ButtonStyle where Self == BoardingButtonStyle {
    static var boarding: BoardingButtonStyle { BoardingButtonStyle() }
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
            .buttonStyle(.boarding)
            Button("Change sailing") {
                status = "Choosing another sailing"
            }
            .buttonStyle(.bordered)
            Button("Cancel ticket") {
                status = "Ticket cancelled"
            }
            .buttonStyle(.bordered)
            .tint(.red)
        }
    }
}
