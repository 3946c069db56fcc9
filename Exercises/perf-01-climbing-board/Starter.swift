import SwiftUI

/// One climber on this month's bouldering board.
struct Climber: Identifiable, Equatable {
    let id: Int
    let name: String
    var sends: Int
    /// Difficulty of the hardest problem sent so far, 0 to 17.
    var hardest: Int
}

/// The board's order: most sends first, ties by name. Leave this type as it is.
/// Sorting with it makes one `BoardOrder()` per sort, and `BoardOrder.made` counts them,
/// so the grader can tell how often the board was sorted.
struct BoardOrder: SortComparator {
    nonisolated(unsafe) static var made = 0
    var order: SortOrder = .forward

    init() {
        BoardOrder.made += 1
    }

    func compare(_ lhs: Climber, _ rhs: Climber) -> ComparisonResult {
        let result: ComparisonResult
        if lhs.sends != rhs.sends {
            result = lhs.sends > rhs.sends ? .orderedAscending : .orderedDescending
        } else if lhs.name != rhs.name {
            result = lhs.name < rhs.name ? .orderedAscending : .orderedDescending
        } else {
            result = .orderedSame
        }
        guard order == .reverse else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}

/// Turns a difficulty into the gym's label, "V0" to "V17". Leave this type as it is.
/// Creating one loads the gym's grade table, which is slow; `GradeFormatter.made` counts
/// how many were created.
final class GradeFormatter {
    nonisolated(unsafe) static var made = 0
    private let labels: [String]

    init() {
        GradeFormatter.made += 1
        labels = (0...17).map { "V\($0)" }
    }

    func string(from difficulty: Int) -> String {
        labels.indices.contains(difficulty) ? labels[difficulty] : "V?"
    }
}

/// The board: a shout-out field, the leader, one row per climber, and a button for Mia.
struct BoardScreen: View {
    @State private var climbers = [
        Climber(id: 1, name: "Leo", sends: 6, hardest: 5),
        Climber(id: 2, name: "Ana", sends: 5, hardest: 7),
        Climber(id: 3, name: "Mia", sends: 4, hardest: 6),
        Climber(id: 4, name: "Sam", sends: 2, hardest: 3),
    ]
    @State private var shoutOut = ""

    var body: some View {
        let board = climbers.sorted(using: BoardOrder())
        VStack(alignment: .leading) {
            TextField("Shout-out", text: $shoutOut)
            if !shoutOut.isEmpty {
                Text("Shout-out: \(shoutOut)")
            }
            Text("Leader: \(board.first?.name ?? "nobody yet")")
                .font(.headline)
            ForEach(board) { climber in
                ClimberRow(climber: climber)
            }
            Button("Log a send for Mia") {
                logSend(for: 3)
            }
        }
    }

    private func logSend(for id: Climber.ID) {
        guard let index = climbers.firstIndex(where: { $0.id == id }) else { return }
        climbers[index].sends += 1
    }
}

/// One line of the board.
struct ClimberRow: View {
    let climber: Climber

    var body: some View {
        let grades = GradeFormatter()
        Text("\(climber.name): \(climber.sends) sends, best \(grades.string(from: climber.hardest))")
    }
}

#Preview {
    BoardScreen()
}
