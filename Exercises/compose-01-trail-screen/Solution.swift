import SwiftUI

/// One named point along a trail, `km` kilometres from the start.
struct Stop: Identifiable, Equatable {
    let id: Int
    let name: String
    let km: Int
}

/// A hiking trail as the app downloads it.
struct Trail: Equatable {
    let name: String
    let region: String
    let distanceKm: Int
    let climbMeters: Int
    let hours: Int
    let stops: [Stop]
}

/// The detail screen of one trail: a short body that reads like a table of contents.
struct TrailDetailScreen: View {
    let trail: Trail
    @State private var isSaved = false

    var body: some View {
        List {
            Section {
                TrailHeader(name: trail.name, region: trail.region)
                HStack {
                    StatTile(value: "\(trail.distanceKm) km", label: "Distance")
                    Spacer()
                    StatTile(value: "\(trail.climbMeters) m", label: "Climb")
                    Spacer()
                    StatTile(value: "\(trail.hours) h", label: "Time")
                }
                Button(isSaved ? "Remove from saved" : "Save trail", action: toggleSaved)
            }
            StopList(stops: trail.stops)
        }
        .navigationTitle(trail.name)
    }

    private func toggleSaved() {
        isSaved.toggle()
    }
}

/// The trail's name with its region underneath.
struct TrailHeader: View {
    let name: String
    let region: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(name)
                .font(.title)
            Text(region)
                .foregroundStyle(.secondary)
        }
    }
}

/// One number with its label below it; the tile owns the stack that holds the two.
struct StatTile: View {
    let value: String
    let label: String

    var body: some View {
        VStack {
            Text(value)
                .font(.headline)
            Text(label)
                .font(.caption)
        }
    }
}

/// The "Stops" section. Whether it shows every stop is its own business, so the state lives here.
struct StopList: View {
    let stops: [Stop]
    @State private var showsAll = false

    private let previewCount = 3

    var body: some View {
        Section("Stops") {
            ForEach(showsAll ? stops : Array(stops.prefix(previewCount))) { stop in
                HStack {
                    Text(stop.name)
                    Spacer()
                    Text("km \(stop.km)")
                        .foregroundStyle(.secondary)
                }
            }
            if stops.count > previewCount {
                Button(showsAll ? "Show fewer stops" : "Show all \(stops.count) stops", action: toggleShowsAll)
            }
        }
    }

    private func toggleShowsAll() {
        showsAll.toggle()
    }
}
