// Mistake: hands highlightsDelays to each row as an initializer parameter instead of reading it
// from the environment, so a row placed anywhere else ignores the environment value.
// Expect: - 09:05 | Ferry Pier | 6 min late
import SwiftUI

struct Departure: Identifiable {
    let id: Int
    let time: String
    let destination: String
    let platform: Int
    let minutesLate: Int
}

extension EnvironmentValues {
    @Entry var showsPlatform = true
    @Entry var highlightsDelays = false
}

struct DepartureRow: View {
    let departure: Departure
    @Environment(\.showsPlatform) private var showsPlatform
    var highlightsDelays = false

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
                DepartureRow(departure: departure, highlightsDelays: highlightDelays)
            }
        }
    }
}
