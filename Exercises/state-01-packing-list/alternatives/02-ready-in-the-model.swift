// Alternative: the model also derives whether everything is packed, and the rows are a
// separate view that gets the item and the model's toggle method.
import SwiftUI

struct Gear: Identifiable {
    let name: String
    var isPacked = false
    var id: String { name }
}

@MainActor
@Observable
final class PackingList {
    var gear = [Gear(name: "Tent"), Gear(name: "Stove"), Gear(name: "Water filter")]

    var packedCount: Int {
        var count = 0
        for item in gear where item.isPacked {
            count += 1
        }
        return count
    }

    var isReady: Bool {
        packedCount == gear.count
    }

    func togglePacked(_ name: String) {
        guard let index = gear.firstIndex(where: { $0.name == name }) else { return }
        gear[index].isPacked.toggle()
    }

    func add(_ name: String) {
        gear.append(Gear(name: name))
    }

    func unpackAll() {
        for index in gear.indices where gear[index].isPacked {
            gear[index].isPacked = false
        }
    }
}

struct PackingScreen: View {
    @State private var list = PackingList()

    var body: some View {
        VStack {
            PackingHeader(list: list)
            ForEach(list.gear) { item in
                GearRow(item: item, list: list)
            }
            Button("Add headlamp") { list.add("Headlamp") }
            Button("Unpack all") { list.unpackAll() }
        }
    }
}

struct GearRow: View {
    let item: Gear
    let list: PackingList

    var body: some View {
        Button(item.isPacked ? "Unpack \(item.name)" : "Pack \(item.name)") {
            list.togglePacked(item.name)
        }
    }
}

struct PackingHeader: View {
    let list: PackingList

    var body: some View {
        Text("\(list.packedCount) of \(list.gear.count) packed")
        if list.isReady {
            Text("Ready to go")
        }
    }
}
