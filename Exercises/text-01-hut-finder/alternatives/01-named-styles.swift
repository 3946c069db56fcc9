// Alternative: filters and sorts in one chain with a named comparison, and keeps the distance style in a static constant.
import SwiftUI

/// A mountain hut: its name, how high it sits and how far it is from the car park.
struct Hut: Identifiable {
    let id: Int
    let name: String
    let altitude: Int
    let distance: Double

    static let samples = [
        Hut(id: 1, name: "Ötztal Lodge", altitude: 2418, distance: 12.38),
        Hut(id: 2, name: "Almrose Hut", altitude: 1780, distance: 3.0),
        Hut(id: 3, name: "Écrins Refuge", altitude: 2650, distance: 8.44),
        Hut(id: 4, name: "Bergsee Hütte", altitude: 2105, distance: 5.62),
        Hut(id: 5, name: "Zirben Hut", altitude: 1950, distance: 1.27),
    ]
}

/// Lists the huts in alphabetical order and filters them by what the hiker types.
struct HutFinder: View {
    @State private var query = ""
    private let huts = Hut.samples

    private var shownHuts: [Hut] {
        huts
            .filter { query.isEmpty || $0.name.localizedStandardContains(query) }
            .sorted(by: Self.alphabetical)
    }

    /// Orders names the way a person does: case and accents aside, numbers as numbers.
    private static func alphabetical(_ first: Hut, _ second: Hut) -> Bool {
        first.name.localizedStandardCompare(second.name) == .orderedAscending
    }

    var body: some View {
        NavigationStack {
            List(shownHuts) { hut in
                HutRow(hut: hut)
            }
            .navigationTitle("Huts")
            .searchable(text: $query, prompt: "Hut name")
        }
    }
}

/// One hut: its name, then its altitude and distance on one line.
struct HutRow: View {
    private static let oneDecimal = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))
    let hut: Hut

    var body: some View {
        VStack(alignment: .leading) {
            Text(hut.name)
                .font(.headline)
            Text("\(hut.altitude, format: .number) m · \(hut.distance, format: Self.oneDecimal) km")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    HutFinder()
}
