// Alternative: nests the parts in extensions of the screen (one `// MARK:` per part), adds a
// TrailStats row that owns the HStack of tiles, and hands the header the whole trail.
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

/// The detail screen of one trail.
struct TrailDetailScreen: View {
    let trail: Trail
    @State private var isSaved = false

    var body: some View {
        List {
            Section {
                TrailHeader(trail: trail)
                TrailStats(trail: trail)
                Button(saveTitle, action: toggleSaved)
            }
            StopList(stops: trail.stops)
        }
        .navigationTitle(trail.name)
    }

    private var saveTitle: String {
        isSaved ? "Remove from saved" : "Save trail"
    }

    private func toggleSaved() {
        isSaved.toggle()
    }
}

// MARK: - Header and numbers

extension TrailDetailScreen {
    struct TrailHeader: View {
        let trail: Trail

        var body: some View {
            VStack(alignment: .leading) {
                Text(trail.name)
                    .font(.title)
                Text(trail.region)
                    .foregroundStyle(.secondary)
            }
        }
    }

    struct TrailStats: View {
        let trail: Trail

        var body: some View {
            HStack {
                StatTile(value: "\(trail.distanceKm) km", label: "Distance")
                Spacer()
                StatTile(value: "\(trail.climbMeters) m", label: "Climb")
                Spacer()
                StatTile(value: "\(trail.hours) h", label: "Time")
            }
        }
    }

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
}

// MARK: - Stops

extension TrailDetailScreen {
    struct StopList: View {
        let stops: [Stop]
        @State private var isExpanded = false

        var body: some View {
            Section("Stops") {
                ForEach(shownStops) { stop in
                    HStack {
                        Text(stop.name)
                        Spacer()
                        Text("km \(stop.km)")
                            .foregroundStyle(.secondary)
                    }
                }
                if stops.count > 3 {
                    Button(isExpanded ? "Show fewer stops" : "Show all \(stops.count) stops", action: toggleExpanded)
                }
            }
        }

        private var shownStops: [Stop] {
            isExpanded ? stops : Array(stops.prefix(3))
        }

        private func toggleExpanded() {
            isExpanded.toggle()
        }
    }
}
