import SwiftUI

// MARK: Given (leave this part as it is)

/// One record in the shop's crates.
struct Record: Identifiable, Equatable {
    let artist: String
    let title: String

    var id: String { artist + " / " + title }
}

/// The shop's stock system. A short query matches more records, so it takes longer to
/// answer. The grader reads `answered` and `cancelled`.
@MainActor
final class RecordShop {
    private(set) var answered = 0
    private(set) var cancelled = 0
    private let crates = [
        Record(artist: "Nick Drake", title: "Pink Moon"),
        Record(artist: "Nina Simone", title: "Pastel Blues"),
        Record(artist: "Nirvana", title: "Nevermind"),
        Record(artist: "Joni Mitchell", title: "Blue"),
        Record(artist: "Bonnie Raitt", title: "Nick of Time"),
        Record(artist: "Donny Hathaway", title: "Extension of a Man"),
    ]

    /// The records whose artist contains `query` (all of them for an empty query).
    func records(matching query: String) async throws -> [Record] {
        do {
            try await Task.sleep(for: .milliseconds(max(5, 80 - 25 * query.count)))
        } catch {
            cancelled += 1
            throw error
        }
        answered += 1
        return crates.filter { query.isEmpty || $0.artist.localizedStandardContains(query) }
    }
}

// MARK: Yours

/// What the crate screen shows: the records that matched the last search.
@MainActor
@Observable
final class CrateSearch {
    private(set) var records: [Record] = []
    private let shop: RecordShop

    init(shop: RecordShop) {
        self.shop = shop
    }

    /// Asks the shop; a search that is cancelled leaves the list as it was.
    func run(_ query: String) async {
        do {
            records = try await shop.records(matching: query)
        } catch {
            return
        }
    }
}

/// Searches the crates by artist as the customer types.
struct CrateScreen: View {
    let search: CrateSearch
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Artist", text: $query)
            ForEach(search.records) { record in
                Text("\(record.artist): \(record.title)")
            }
        }
        .task(id: query) {
            await search.run(query)
        }
    }
}

#Preview {
    CrateScreen(search: CrateSearch(shop: RecordShop()))
}
