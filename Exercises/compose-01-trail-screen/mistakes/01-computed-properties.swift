// Mistake: splits the body into computed properties instead of structs. The body is short now,
// but the parts are still one view, so expanding the stops re-runs the whole screen.
// Expect: require
// Expect: + bodies that ran: TrailDetailScreen
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

/// The detail screen of one trail, split into computed properties.
struct TrailDetailScreen: View {
    let trail: Trail
    @State private var isSaved = false
    @State private var showsAllStops = false

    var body: some View {
        List {
            Section {
                header
                stats
                Button(isSaved ? "Remove from saved" : "Save trail", action: toggleSaved)
            }
            stopsSection
        }
        .navigationTitle(trail.name)
    }

    private var header: some View {
        VStack(alignment: .leading) {
            Text(trail.name)
                .font(.title)
            Text(trail.region)
                .foregroundStyle(.secondary)
        }
    }

    private var stats: some View {
        HStack {
            stat("\(trail.distanceKm) km", "Distance")
            Spacer()
            stat("\(trail.climbMeters) m", "Climb")
            Spacer()
            stat("\(trail.hours) h", "Time")
        }
    }

    private var stopsSection: some View {
        Section("Stops") {
            ForEach(showsAllStops ? trail.stops : Array(trail.stops.prefix(3))) { stop in
                HStack {
                    Text(stop.name)
                    Spacer()
                    Text("km \(stop.km)")
                        .foregroundStyle(.secondary)
                }
            }
            if trail.stops.count > 3 {
                Button(showsAllStops ? "Show fewer stops" : "Show all \(trail.stops.count) stops", action: toggleStops)
            }
        }
    }

    private func stat(_ value: String, _ label: String) -> some View {
        VStack {
            Text(value)
                .font(.headline)
            Text(label)
                .font(.caption)
        }
    }

    private func toggleSaved() {
        isSaved.toggle()
    }

    private func toggleStops() {
        showsAllStops.toggle()
    }
}
