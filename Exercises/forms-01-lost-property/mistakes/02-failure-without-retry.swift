// Mistake: uses the short ContentUnavailableView initializer for the failure too, which has no actions, so the Try again button is gone.
// Expect: output
// Expect: no button labelled "Try again"
import SwiftUI

/// Something a passenger left behind, as the station's lost-property desk records it.
struct FoundItem: Identifiable {
    let id: Int
    let name: String
    let station: String
    let daysAgo: Int
}

/// Asks the lost-property desk what has been handed in.
protocol LostPropertyService: Sendable {
    func itemsHandedIn() async throws -> [FoundItem]
}

/// Canned answers for previews.
struct SampleDesk: LostPropertyService {
    func itemsHandedIn() async throws -> [FoundItem] {
        [
            FoundItem(id: 1, name: "Umbrella", station: "Harbour Road", daysAgo: 2),
            FoundItem(id: 2, name: "Scarf", station: "Elm Park", daysAgo: 0),
        ]
    }
}

/// How the list is ordered.
enum ItemOrder {
    case newestFirst
    case byStation

    func sorted(_ items: [FoundItem]) -> [FoundItem] {
        switch self {
        case .newestFirst: items.sorted { $0.daysAgo < $1.daysAgo }
        case .byStation: items.sorted { $0.station < $1.station }
        }
    }
}

/// Lists the items handed in, with a spinner while it asks, a message when there is nothing,
/// and a way to try again when the desk cannot be reached.
struct LostPropertyDesk: View {
    enum Phase {
        case loading
        case loaded([FoundItem])
        case failed
    }

    let service: any LostPropertyService
    @State private var phase = Phase.loading
    @State private var order = ItemOrder.newestFirst
    @State private var attempt = 0

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Lost property")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Menu("Sort", systemImage: "arrow.up.arrow.down") {
                            Button("Newest first") { reorder(.newestFirst) }
                            Button("By station") { reorder(.byStation) }
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Refresh", systemImage: "arrow.clockwise") { attempt += 1 }
                    }
                }
                .task(id: attempt) { await load() }
        }
    }

    @ViewBuilder private var content: some View {
        switch phase {
        case .loading:
            ProgressView("Checking the shelves…")
        case .loaded(let items) where items.isEmpty:
            ContentUnavailableView(
                "Nothing handed in",
                systemImage: "tray",
                description: Text("Items found on trains appear here by the next morning.")
            )
        case .loaded(let items):
            List(items) { item in
                LabeledContent(item.name, value: item.station)
            }
        case .failed:
            ContentUnavailableView(
                "Desk unreachable",
                systemImage: "wifi.slash",
                description: Text("Check your connection, then try again.")
            )
        }
    }

    private func load() async {
        phase = .loading
        do {
            phase = .loaded(order.sorted(try await service.itemsHandedIn()))
        } catch {
            phase = .failed
        }
    }

    private func reorder(_ newOrder: ItemOrder) {
        order = newOrder
        if case .loaded(let items) = phase {
            phase = .loaded(newOrder.sorted(items))
        }
    }
}

#Preview {
    LostPropertyDesk(service: SampleDesk())
}
