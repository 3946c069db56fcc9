import SwiftUI

/// One row of a knitting pattern.
struct PatternRow: Identifiable {
    let number: Int
    let instruction: String
    var id: Int { number }
}

extension PatternRow {
    /// The brim of a hat: twelve rows of ribbing, then the turn.
    static let brim: [PatternRow] = [
        PatternRow(number: 1, instruction: "Cast on 96 stitches and join in the round."),
        PatternRow(number: 2, instruction: "K2, p2 to the end of the round."),
        PatternRow(number: 3, instruction: "K2, p2 to the end of the round."),
        PatternRow(number: 4, instruction: "K2, p2 to the end of the round."),
        PatternRow(number: 5, instruction: "K2, p2; place a marker every 24 stitches."),
        PatternRow(number: 6, instruction: "K2, p2 to the end of the round."),
        PatternRow(number: 7, instruction: "K2, p2 to the end of the round."),
        PatternRow(number: 8, instruction: "K2, p2 to the end of the round."),
        PatternRow(number: 9, instruction: "Purl one round for the fold line."),
        PatternRow(number: 10, instruction: "Knit one round."),
        PatternRow(number: 11, instruction: "Knit one round."),
        PatternRow(number: 12, instruction: "Knit one round; the brim is done."),
    ]
}

/// One instruction of the pattern; the row being knitted is marked with an arrow.
struct RowLine: View {
    let row: PatternRow
    let isCurrent: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(isCurrent ? "▶ Row \(row.number)" : "Row \(row.number)")
                .font(.headline)
            Text(row.instruction)
        }
        .padding(.vertical, 8)
    }
}

/// The pattern, row by row, with a counter for the row being knitted.
struct PatternScreen: View {
    private let rows = PatternRow.brim

    var body: some View {
        // TODO: own the number of the row being knitted (it starts at 1).
        // TODO: a counter bar floating over the bottom of the list: "Row 1 of 12",
        //       with the buttons "Previous row" and "Next row".
        // TODO: when the counter moves, scroll the list so that row is in view.
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(rows) { row in
                    RowLine(row: row, isCurrent: false)
                }
            }
            .padding(.horizontal)
        }
    }
}

#Preview {
    PatternScreen()
}
