import SwiftUI

/// One order on the kitchen's screen.
struct Ticket: Identifiable, Equatable {
    enum Stage: String {
        case waiting, cooking, ready
    }

    let id: Int
    let table: Int
    let dish: String
    var stage = Stage.waiting
}

/// Everything the kitchen display knows: the open tickets and which one the chef has rushed.
@MainActor
@Observable
final class Kitchen {
    var tickets = [
        Ticket(id: 1, table: 4, dish: "Mushroom risotto"),
        Ticket(id: 2, table: 7, dish: "Fish pie"),
        Ticket(id: 3, table: 2, dish: "Lentil soup"),
        Ticket(id: 4, table: 9, dish: "Lamb shank"),
    ]
    var rushedID: Ticket.ID?

    var openCount: Int {
        tickets.filter { $0.stage != .ready }.count
    }

    func advance(_ id: Ticket.ID) {
        guard let index = tickets.firstIndex(where: { $0.id == id }) else { return }
        switch tickets[index].stage {
        case .waiting: tickets[index].stage = .cooking
        case .cooking: tickets[index].stage = .ready
        case .ready: break
        }
    }

    func rush(_ id: Ticket.ID) {
        rushedID = id
    }
}

/// The kitchen display: a header with the open count, then one section per ticket.
struct KitchenScreen: View {
    @State private var kitchen = Kitchen()

    var body: some View {
        List {
            KitchenHeader(kitchen: kitchen)
            ForEach(kitchen.tickets) { ticket in
                TicketRow(kitchen: kitchen, ticketID: ticket.id)
            }
        }
    }
}

struct KitchenHeader: View {
    let kitchen: Kitchen

    var body: some View {
        Text("Open tickets: \(kitchen.openCount)")
            .font(.title2)
    }
}

struct TicketRow: View {
    let kitchen: Kitchen
    let ticketID: Ticket.ID

    var body: some View {
        let ticket = kitchen.tickets.first { $0.id == ticketID }
        Section("Table \(ticket?.table ?? 0): \(ticket?.dish ?? "")") {
            Text(ticket?.stage.rawValue ?? "")
            if kitchen.rushedID == ticketID {
                Text("RUSH")
                    .bold()
            }
            Button("Next stage") { kitchen.advance(ticketID) }
            Button("Rush") { kitchen.rush(ticketID) }
        }
    }
}
