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

/// The detail screen of one trail. It works, but everything lives in one long `body`.
struct TrailDetailScreen: View {
    let trail: Trail
    @State private var isSaved = false
    @State private var showsAllStops = false

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading) {
                    Text(trail.name)
                        .font(.title)
                    Text(trail.region)
                        .foregroundStyle(.secondary)
                }
                HStack {
                    VStack {
                        Text("\(trail.distanceKm) km")
                            .font(.headline)
                        Text("Distance")
                            .font(.caption)
                    }
                    Spacer()
                    VStack {
                        Text("\(trail.climbMeters) m")
                            .font(.headline)
                        Text("Climb")
                            .font(.caption)
                    }
                    Spacer()
                    VStack {
                        Text("\(trail.hours) h")
                            .font(.headline)
                        Text("Time")
                            .font(.caption)
                    }
                }
                Button(isSaved ? "Remove from saved" : "Save trail") {
                    isSaved.toggle()
                }
            }
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
                    Button(showsAllStops ? "Show fewer stops" : "Show all \(trail.stops.count) stops") {
                        showsAllStops.toggle()
                    }
                }
            }
        }
        .navigationTitle(trail.name)
    }
}
