// Alternative: the metric has another name, the static member returns `.init()`, and the two secondary buttons live in their own view that writes the status through a binding.
import SwiftUI

struct BoardingButtonStyle: ButtonStyle {
    @ScaledMetric(relativeTo: .headline) private var inset: CGFloat = 12

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.vertical, inset)
            .padding(.horizontal)
            .foregroundStyle(.white)
            .background(.tint, in: .capsule)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

extension ButtonStyle where Self == BoardingButtonStyle {
    static var boarding: Self { .init() }
}

struct SailingActions: View {
    @State private var status = "09:40 to Lundy, seat 14"

    var body: some View {
        VStack {
            Text(status)
            Button("Board now") { status = "Boarded" }
                .buttonStyle(.boarding)
            TicketChanges(status: $status)
        }
    }
}

/// The two secondary actions; the destructive one is coloured by its role.
struct TicketChanges: View {
    @Binding var status: String

    var body: some View {
        Button("Change sailing") { status = "Choosing another sailing" }
            .buttonStyle(.bordered)
        Button("Cancel ticket", role: .destructive) { status = "Ticket cancelled" }
            .buttonStyle(.bordered)
    }
}
