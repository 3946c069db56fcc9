// Mistake: only renames NavigationView to NavigationStack; the pier links still build their screen inline and no destination shows a Sailing.
// Expect: forbid
// Expect: missing-destination
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

struct FerryTimetable: View {
    var body: some View {
        NavigationStack {
            List(Timetable.piers) { pier in
                NavigationLink(destination: PierScreen(pier: pier)) {
                    Text(pier.name)
                }
            }
            .navigationTitle("Ferries")
        }
    }
}

/// A pier's sailings. Its links already push values, but nothing says how to show a `Sailing`.
struct PierScreen: View {
    let pier: Pier

    var body: some View {
        List(pier.sailings) { sailing in
            NavigationLink("\(sailing.time) to \(sailing.island)", value: sailing)
        }
        .navigationTitle(pier.name)
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
