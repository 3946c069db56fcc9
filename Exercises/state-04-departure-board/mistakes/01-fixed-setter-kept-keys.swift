// Mistake: fixes the setter that wrote the wrong key but keeps the hand-written EnvironmentKey
// boilerplate, which is exactly where the slip came from.
// Expect: forbid
import SwiftUI

struct Departure: Identifiable {
    let id: Int
    let time: String
    let destination: String
    let platform: Int
    let minutesLate: Int
}

// Two custom environment values, written out by hand.

private struct ShowsPlatformKey: EnvironmentKey {
    static let defaultValue = true
}

private struct HighlightsDelaysKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var showsPlatform: Bool {
        get { self[ShowsPlatformKey.self] }
        set { self[ShowsPlatformKey.self] = newValue }
    }

    var highlightsDelays: Bool {
        get { self[HighlightsDelaysKey.self] }
        set { self[HighlightsDelaysKey.self] = newValue }
    }
}

struct DepartureRow: View {
    let departure: Departure
    @Environment(\.showsPlatform) private var showsPlatform
    @Environment(\.highlightsDelays) private var highlightsDelays

    var body: some View {
        HStack {
            Text(departure.time)
            Text(departure.destination)
            if showsPlatform {
                Text("Platform \(departure.platform)")
            }
            if highlightsDelays, departure.minutesLate > 0 {
                Text("\(departure.minutesLate) min late")
            }
        }
    }
}

struct StationBoard: View {
    @State private var highlightDelays = false

    private let departures = [
        Departure(id: 1, time: "08:12", destination: "Harbour", platform: 2, minutesLate: 0),
        Departure(id: 2, time: "08:20", destination: "Old Town", platform: 5, minutesLate: 4),
        Departure(id: 3, time: "08:31", destination: "Airport", platform: 1, minutesLate: 11),
    ]

    var body: some View {
        VStack {
            Toggle("Highlight delays", isOn: $highlightDelays)
            ForEach(departures) { departure in
                DepartureRow(departure: departure)
            }
        }
        .environment(\.highlightsDelays, highlightDelays)
    }
}
