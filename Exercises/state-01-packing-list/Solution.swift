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

    /// Derived from `gear`, so it can never disagree with it.
    var packedCount: Int {
        gear.filter(\.isPacked).count
    }

    func togglePacked(_ name: String) {
        guard let index = gear.firstIndex(where: { $0.name == name }) else { return }
        gear[index].isPacked.toggle()
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
