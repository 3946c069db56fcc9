// Alternative: narrows to the drawer first, then by the trimmed search text, with an early return for an empty field after the drawer is applied.
import SwiftUI

/// The drawers of a neighbourhood seed library; `all` is the search scope for every drawer.
enum Drawer: String, CaseIterable, Identifiable {
    case all = "All"
    case vegetables = "Vegetables"
    case herbs = "Herbs"
    case flowers = "Flowers"

    var id: Self { self }
}

/// A packet of seeds: what grows from it, who saved the seeds, and where it is filed.
struct Packet: Identifiable {
    let id: Int
    let name: String
    let donor: String
    let drawer: Drawer

    static let samples = [
        Packet(id: 1, name: "Jalapeño", donor: "Marisol Peña", drawer: .vegetables),
        Packet(id: 2, name: "Épinard géant d'hiver", donor: "Hélène Roux", drawer: .vegetables),
        Packet(id: 3, name: "Chervil", donor: "Zoë Fischer", drawer: .herbs),
        Packet(id: 4, name: "Shiso", donor: "Kenji Ōta", drawer: .herbs),
        Packet(id: 5, name: "Cosmos", donor: "Zoë Fischer", drawer: .flowers),
        Packet(id: 6, name: "Capucine", donor: "Hélène Roux", drawer: .flowers),
    ]
}

/// What the gardener searches for: the text in the search field and the drawer picked in
/// the scope bar. The app's root view owns it.
@MainActor
@Observable
final class SeedSearch {
    var query = ""
    var scope = Drawer.all
    let packets: [Packet]

    init(packets: [Packet] = Packet.samples) {
        self.packets = packets
    }

    /// The packets to show.
    var results: [Packet] {
        let inDrawer = scope == .all ? packets : packets.filter { $0.drawer == scope }
        let typed = query.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else { return inDrawer }
        return inDrawer.filter { $0.name.localizedStandardContains(typed) || $0.donor.localizedStandardContains(typed) }
    }
}

/// The library's shelf: a list with a search field and a scope bar of drawers.
struct SeedLibrary: View {
    @Bindable var search: SeedSearch

    var body: some View {
        NavigationStack {
            List(search.results) { packet in
                PacketRow(packet: packet)
            }
            .overlay {
                if search.results.isEmpty {
                    ContentUnavailableView.search(text: search.query)
                }
            }
            .navigationTitle("Seed library")
            .searchable(text: $search.query, prompt: "Seed or donor")
            .searchScopes($search.scope) {
                ForEach(Drawer.allCases) { drawer in
                    Text(drawer.rawValue).tag(drawer)
                }
            }
        }
    }
}

struct PacketRow: View {
    let packet: Packet

    var body: some View {
        VStack(alignment: .leading) {
            Text(packet.name)
                .font(.headline)
            Text(packet.donor)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    SeedLibrary(search: SeedSearch())
}
