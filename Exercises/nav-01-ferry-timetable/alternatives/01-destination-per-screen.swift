// Alternative: label-closure links, and each screen registers the destination for the values its own links push (the pier screen shows sailings).
import SwiftUI

/// One crossing from a pier. Small, immutable and `Hashable`, so it can be pushed as a value.
struct Sailing: Hashable, Identifiable {
    let id: String
    let time: String
    let island: String
    let pier: String
}

struct Pier: Hashable, Identifiable {
    let id: String
    let name: String
    let sailings: [Sailing]
}

enum Timetable {
    static let piers = [
        Pier(id: "north", name: "North Pier", sailings: [
            Sailing(id: "n1", time: "08:15", island: "Skye", pier: "North Pier"),
            Sailing(id: "n2", time: "12:40", island: "Raasay", pier: "North Pier"),
        ]),
        Pier(id: "south", name: "South Pier", sailings: [
            Sailing(id: "s1", time: "09:30", island: "Eigg", pier: "South Pier"),
        ]),
    ]
}

/// The first screen: one row per pier. Every link pushes a value, and the stack's root
/// says once, for each type of value, which screen shows it.
struct FerryTimetable: View {
    var body: some View {
        NavigationStack {
            List(Timetable.piers) { pier in
                NavigationLink(value: pier) {
                    Text(pier.name)
                }
            }
            .navigationTitle("Ferries")
            .navigationDestination(for: Pier.self) { PierScreen(pier: $0) }
        }
    }
}

/// A pier's sailings; each link pushes a `Sailing` value.
struct PierScreen: View {
    let pier: Pier

    var body: some View {
        List(pier.sailings) { sailing in
            NavigationLink("\(sailing.time) to \(sailing.island)", value: sailing)
        }
        .navigationTitle(pier.name)
        .navigationDestination(for: Sailing.self) { sailing in
            SailingScreen(sailing: sailing)
        }
    }
}

/// One sailing; its button goes back one screen.
struct SailingScreen: View {
    let sailing: Sailing
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Leaves \(sailing.pier) at \(sailing.time)")
            Button("Back to the pier") { dismiss() }
        }
        .navigationTitle("To \(sailing.island)")
    }
}

#Preview {
    FerryTimetable()
}
