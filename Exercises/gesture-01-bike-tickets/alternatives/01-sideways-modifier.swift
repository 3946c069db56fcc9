// Alternative: a reusable ViewModifier tracks only the horizontal distance in @GestureState and springs back with .bouncy.
import SwiftUI

/// A repair job waiting at the bike workshop.
struct RepairTicket: Identifiable {
    let bike: String
    let job: String
    var id: String { bike }
}

/// What a ticket shows: the bike, then the job.
struct TicketFace: View {
    let ticket: RepairTicket

    var body: some View {
        VStack(alignment: .leading) {
            Text(ticket.bike)
                .font(.headline)
            Text(ticket.job)
        }
        .padding()
        .background(.yellow.opacity(0.3), in: .rect(cornerRadius: 12))
    }
}

/// The ticket on top of the pile. Drag it sideways past `TicketCard.finishDistance` points to
/// mark the job finished; let go sooner and it springs back.
struct TicketCard: View {
    static let finishDistance: CGFloat = 120

    let ticket: RepairTicket
    let finish: () -> Void

    var body: some View {
        TicketFace(ticket: ticket)
            .modifier(SwipeAway(distance: Self.finishDistance, onSwipe: finish))
    }
}

/// Lets its content be dragged sideways only; a long enough drag calls `onSwipe`.
struct SwipeAway: ViewModifier {
    let distance: CGFloat
    let onSwipe: () -> Void
    @GestureState private var sideways: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .offset(x: sideways)
            .animation(.bouncy, value: sideways)
            .gesture(
                DragGesture()
                    .updating($sideways) { value, sideways, _ in
                        sideways = value.translation.width
                    }
                    .onEnded { value in
                        guard abs(value.translation.width) > distance else { return }
                        onSwipe()
                    }
            )
    }
}

/// The workshop's queue: one card at a time and a count of finished jobs.
struct RepairQueue: View {
    @State private var tickets: [RepairTicket]
    @State private var finishedCount = 0

    init(tickets: [RepairTicket]) {
        _tickets = State(initialValue: tickets)
    }

    var body: some View {
        VStack(spacing: 16) {
            if let ticket = tickets.first {
                TicketCard(ticket: ticket, finish: finishTopTicket)
            } else {
                Text("No bikes waiting")
            }
            Text("Finished today: \(finishedCount)")
        }
        .padding()
    }

    private func finishTopTicket() {
        tickets.removeFirst()
        finishedCount += 1
    }
}
