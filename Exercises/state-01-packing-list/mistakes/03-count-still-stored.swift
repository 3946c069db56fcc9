// Mistake: migrates the model but keeps the packed count as a stored number, which
// "Unpack all" never resets.
// Expect: + 3 of 4 packed
import SwiftUI

/// One thing to carry on the trip.
struct Gear: Identifiable {
    let name: String
    var isPacked = false
    var id: String { name }
}

/// The trip's checklist. Views read it on the main actor and are told about changes
/// to the properties they read.
@MainActor
@Observable
final class PackingList {
    var gear = [Gear(name: "Tent"), Gear(name: "Stove"), Gear(name: "Water filter")]

    var packedCount = 0

    func togglePacked(_ name: String) {
        guard let index = gear.firstIndex(where: { $0.name == name }) else { return }
        gear[index].isPacked.toggle()
        packedCount += gear[index].isPacked ? 1 : -1
    }

    func add(_ name: String) {
        gear.append(Gear(name: name))
    }

    func unpackAll() {
        for index in gear.indices {
            gear[index].isPacked = false
        }
    }
}

/// The screen creates the checklist, so it owns it.
struct PackingScreen: View {
    @State private var list = PackingList()

    var body: some View {
        VStack {
            PackingHeader(list: list)
            ForEach(list.gear) { item in
                Button(item.isPacked ? "Unpack \(item.name)" : "Pack \(item.name)") {
                    list.togglePacked(item.name)
                }
            }
            Button("Add headlamp") { list.add("Headlamp") }
            Button("Unpack all") { list.unpackAll() }
        }
    }
}

/// The header only reads the checklist it is given.
struct PackingHeader: View {
    let list: PackingList

    var body: some View {
        Text("\(list.packedCount) of \(list.gear.count) packed")
        if list.packedCount == list.gear.count {
            Text("Ready to go")
        }
    }
}
