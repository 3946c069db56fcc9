// Mistake: works the leaderboard out once in init, but record(_:) only appends the sighting, so new birds never reach the totals.
// Expect: output
// Expect: Wren: 5
import SwiftUI

// MARK: Given (leave this part as it is)

/// One entry in the count: how many birds of one species were seen at once.
struct Sighting: Equatable {
    let species: String
    let birds: Int
}

/// One line of the leaderboard: a species and all its birds so far.
struct SpeciesTotal: Identifiable, Equatable {
    let species: String
    let birds: Int

    var id: String { species }
}

/// What the count starts with: the morning walk.
let morningWalk = [
    Sighting(species: "Robin", birds: 3),
    Sighting(species: "Wren", birds: 1),
    Sighting(species: "Blue tit", birds: 2),
    Sighting(species: "Robin", birds: 1),
    Sighting(species: "Wren", birds: 2),
]

/// The counter the grader reads.
enum Tally {
    nonisolated(unsafe) static var runs = 0
}

/// Adds up the birds of every species, most first, ties by name. On a full day's count
/// this is slow, so every call is counted in `Tally.runs`.
func speciesTotals(_ sightings: [Sighting]) -> [SpeciesTotal] {
    Tally.runs += 1
    var birds: [String: Int] = [:]
    for sighting in sightings {
        birds[sighting.species, default: 0] += sighting.birds
    }
    return birds.map { SpeciesTotal(species: $0.key, birds: $0.value) }
        .sorted { $0.birds != $1.birds ? $0.birds > $1.birds : $0.species < $1.species }
}

// MARK: Yours

/// The day's count. It keeps the leaderboard itself and works it out again only when a
/// sighting is added, never when someone reads it.
@MainActor
@Observable
final class BirdCount {
    private(set) var sightings: [Sighting]
    private(set) var leaders: [SpeciesTotal]

    init(sightings: [Sighting]) {
        self.sightings = sightings
        leaders = speciesTotals(sightings)
    }

    /// Adds one bird of `species` and brings the leaderboard up to date.
    func record(_ species: String) {
        sightings.append(Sighting(species: species, birds: 1))
    }
}

/// Shows the leaderboard and a field note; the app creates the count and hands it in.
struct CountScreen: View {
    let count: BirdCount
    @State private var note = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Field note", text: $note)
            if !note.isEmpty {
                Text("Note: \(note)")
            }
            ForEach(count.leaders) { total in
                Text("\(total.species): \(total.birds)")
            }
            Button("Saw a wren") {
                count.record("Wren")
            }
            Button("Saw a robin") {
                count.record("Robin")
            }
        }
    }
}

#Preview {
    CountScreen(count: BirdCount(sightings: morningWalk))
}
