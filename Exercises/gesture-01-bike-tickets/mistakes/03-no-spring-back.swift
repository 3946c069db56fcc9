// Mistake: relies on @GestureState to reset the card but gives the reset no animation, so the card jumps home instead of springing back.
// Expect: card jumped back without animation
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

    /// Where the finger has moved the card. SwiftUI puts it back to `.zero` when the drag ends.
    @GestureState private var dragOffset: CGSize = .zero

    var body: some View {
        TicketFace(ticket: ticket)
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, offset, _ in
                        offset = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.width) > Self.finishDistance {
                            finish()
                        }
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
