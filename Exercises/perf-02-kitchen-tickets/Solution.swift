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
/// Only this view reads the model; each child gets the few values it shows.
struct KitchenScreen: View {
    @State private var kitchen = Kitchen()

    var body: some View {
        List {
            KitchenHeader(openCount: kitchen.openCount)
            ForEach(kitchen.tickets) { ticket in
                TicketRow(ticket: ticket, isRushed: ticket.id == kitchen.rushedID, kitchen: kitchen)
            }
        }
    }
}

struct KitchenHeader: View {
    let openCount: Int

    var body: some View {
        Text("Open tickets: \(openCount)")
            .font(.title2)
    }
}

/// Shows one ticket. It keeps the kitchen only to call its methods from the buttons:
/// `body` never reads the kitchen's properties, so no kitchen change reaches this row.
struct TicketRow: View {
    let ticket: Ticket
    let isRushed: Bool
    let kitchen: Kitchen

    var body: some View {
        Section("Table \(ticket.table): \(ticket.dish)") {
            Text(ticket.stage.rawValue)
            if isRushed {
                Text("RUSH")
                    .bold()
            }
            Button("Next stage") { kitchen.advance(ticket.id) }
            Button("Rush") { kitchen.rush(ticket.id) }
        }
    }
}
