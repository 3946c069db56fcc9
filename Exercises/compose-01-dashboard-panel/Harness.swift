import SwiftUI

/// One reading from the wind sensor.
struct WindReading: View {
    let speed: Int

    var body: some View {
        Text("\(speed) km/h from the west")
    }
}

/// A small dashboard built from the learner's panels. "Refresh" changes something no panel
/// shows; "Gust" changes the wind speed the first panel shows.
struct StationDashboard: View {
    @State private var refreshes = 0
    @State private var windSpeed = 18

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            Button("Refresh") { refreshes += 1 }
            Button("Gust") { windSpeed += 12 }
            DashboardPanel(title: "Wind", footnote: "Averaged over 10 minutes") {
                WindReading(speed: windSpeed)
            }
            DashboardPanel(title: "Rain") {
                Text("2 mm in the last hour")
                Text("Dry by 4 pm")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

@main
struct PanelHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(StationDashboard())
        print("== first look")
        print(app.render())
        try step(app, tapping: "Refresh")
        try step(app, tapping: "Refresh")
        try step(app, tapping: "Gust")
        print("== after the gust")
        print(app.render())
    }

    /// Taps a button, then prints which view types ran their `body` for it.
    @MainActor
    static func step(_ app: ViewHarness, tapping label: String) throws {
        let before = app.bodyCounts
        try app.tap(label)
        let ran = app.bodyCounts.filter { $0.value > before[$0.key, default: 0] }.keys.sorted()
        print("== tap \"\(label)\"")
        print("bodies that ran: \(ran.joined(separator: ", "))")
    }
}
