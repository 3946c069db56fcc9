// Mistake: adds the iOS 26 soft edge effect as one guide writes it, .scrollEdgeEffectStyle(.soft); the modifier also needs the edges it styles (for: .bottom), so the file does not compile.
// Expect: compile
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
/// Only the counter moves the list: scrolling ahead to read never changes the counter.
struct PatternScreen: View {
    @State private var currentRow = 1
    private let rows = PatternRow.brim

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(rows) { row in
                        RowLine(row: row, isCurrent: row.number == currentRow)
                    }
                }
                .padding(.horizontal)
            }
            .safeAreaInset(edge: .bottom) {
                CounterBar(row: $currentRow, total: rows.count)
            }
            .modifier(SoftBarEdge())
            .onChange(of: currentRow) { _, row in
                withAnimation { proxy.scrollTo(row, anchor: .center) }
            }
        }
    }
}

/// Blurs the rows that pass under the bar on iOS 26.
struct SoftBarEdge: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 26, *) {
            content.scrollEdgeEffectStyle(.soft)
        } else {
            content
        }
    }
}

/// The floating counter: the list scrolls on underneath it.
struct CounterBar: View {
    @Binding var row: Int
    let total: Int

    var body: some View {
        HStack {
            Button("Previous row") { row -= 1 }
                .disabled(row == 1)
            Spacer()
            Text("Row \(row) of \(total)")
                .font(.headline)
            Spacer()
            Button("Next row") { row += 1 }
                .disabled(row == total)
        }
        .padding()
        .background(.bar)
    }
}

#Preview {
    PatternScreen()
}
