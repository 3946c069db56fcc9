// Alternative: the bar takes the row as a let and reports taps through closures; the screen's step method changes the counter and scrolls in one place instead of reacting with onChange.
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
    @State private var rowNumber = 1
    private let rows = PatternRow.brim

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(rows) { row in
                        RowLine(row: row, isCurrent: row.id == rowNumber)
                    }
                }
                .padding(.horizontal)
            }
            .safeAreaInset(edge: .bottom) {
                RowCounter(
                    row: rowNumber, total: rows.count,
                    onPrevious: { step(by: -1, proxy: proxy) },
                    onNext: { step(by: 1, proxy: proxy) })
            }
        }
    }

    /// Moves the counter and brings its row to the middle of the list.
    private func step(by change: Int, proxy: ScrollViewProxy) {
        rowNumber += change
        withAnimation {
            proxy.scrollTo(rowNumber, anchor: .center)
        }
    }
}

/// Shows the counter and reports taps; the screen decides what they do.
struct RowCounter: View {
    let row: Int
    let total: Int
    let onPrevious: () -> Void
    let onNext: () -> Void

    var body: some View {
        HStack {
            Button("Previous row") { onPrevious() }
                .disabled(row <= 1)
            Spacer()
            Text("Row \(row) of \(total)")
                .font(.headline)
            Spacer()
            Button("Next row") { onNext() }
                .disabled(row >= total)
        }
        .padding()
        .background(.regularMaterial)
    }
}

#Preview {
    PatternScreen()
}
