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

/// Lists the items handed in. It works, but its empty, loading and failed states are
/// hand-made, and its toolbar is crowded. See the exercise for what to change.
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
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Newest first") { reorder(.newestFirst) }
                        Button("By station") { reorder(.byStation) }
                        Button("Refresh", systemImage: "arrow.clockwise") { attempt += 1 }
                    }
                }
                .task(id: attempt) { await load() }
        }
    }

    @ViewBuilder private var content: some View {
        switch phase {
        case .loading:
            ContentUnavailableView("Checking the shelves…", systemImage: "hourglass")
        case .loaded(let items) where items.isEmpty:
            EmptyShelfNotice()
        case .loaded(let items):
            List(items) { item in
                LabeledContent(item.name, value: item.station)
            }
        case .failed:
            VStack {
                Image(systemName: "wifi.slash")
                    .font(.largeTitle)
                Text("Desk unreachable")
                    .font(.title2)
                Text("Check your connection, then try again.")
                    .foregroundStyle(.secondary)
                Button("Try again") { attempt += 1 }
            }
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

/// A hand-made "nothing here" message.
struct EmptyShelfNotice: View {
    var body: some View {
        VStack {
            Image(systemName: "tray")
                .font(.largeTitle)
                .foregroundStyle(.secondary)
            Text("Nothing handed in")
                .font(.title2)
            Text("Items found on trains appear here by the next morning.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    LostPropertyDesk(service: SampleDesk())
}
