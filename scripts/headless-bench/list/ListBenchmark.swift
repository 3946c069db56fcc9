import SwiftUI

struct Row: Identifiable {
    let id: Int
    var title: String
}

struct BigList: View {
    @State private var rows = (0..<1000).map { Row(id: $0, title: "Row \($0)") }
    @State private var tapped = 0

    var body: some View {
        VStack {
            Button("Tap \(tapped)") { tapped += 1 }
            List(rows) { row in
                RowView(row: row)
            }
        }
    }
}

struct RowView: View {
    let row: Row
    var body: some View {
        HStack {
            Image(systemName: "doc")
            Text(row.title).font(.body)
            Spacer()
        }
    }
}

@main
struct ListBenchmark {
    @MainActor
    static func main() throws {
        let clock = ContinuousClock()
        var first: [Duration] = []
        var updates: [Duration] = []
        var lineCount = 0
        var rowBodies = 0
        for round in 0..<5 {
            var app: ViewHarness?
            first.append(clock.measure {
                app = ViewHarness(BigList())
                lineCount = app!.render().split(separator: "\n").count
            })
            updates.append(try clock.measure {
                try app!.tap("Tap \(0)")
                _ = app!.render()
            })
            rowBodies = app!.bodyCount(of: RowView.self)
            _ = round
        }
        func median(_ values: [Duration]) -> Double {
            let sorted = values.sorted()
            let value = sorted[sorted.count / 2]
            return Double(value.components.seconds) * 1000 + Double(value.components.attoseconds) / 1e15
        }
        print("lines rendered: \(lineCount); row bodies run after first render and one update: \(rowBodies)")
        print(String(format: "first render (build + text) median of 5: %.1f ms", median(first)))
        print(String(format: "update after a tap (rows unchanged) median of 5: %.1f ms", median(updates)))
    }
}
