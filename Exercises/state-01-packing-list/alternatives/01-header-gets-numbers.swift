// Alternative: the header receives two numbers instead of the model, the count is summed with
// reduce, and the list of gear can only be changed through the model's methods.
import SwiftUI

struct Gear: Identifiable {
    let name: String
    var isPacked = false
    var id: String { name }
}

@Observable
@MainActor
final class PackingList {
    private(set) var gear = [Gear(name: "Tent"), Gear(name: "Stove"), Gear(name: "Water filter")]

    var packedCount: Int {
        gear.reduce(0) { total, item in item.isPacked ? total + 1 : total }
    }

    func togglePacked(_ name: String) {
        if let position = gear.firstIndex(where: { $0.name == name }) {
            gear[position].isPacked.toggle()
        }
    }

    func add(_ name: String) {
        gear.append(Gear(name: name))
    }

    func unpackAll() {
        gear = gear.map { Gear(name: $0.name) }
    }
}

struct PackingScreen: View {
    @State private var checklist = PackingList()

    var body: some View {
        VStack {
            PackingHeader(packed: checklist.packedCount, total: checklist.gear.count)
            ForEach(checklist.gear) { item in
                Button(item.isPacked ? "Unpack \(item.name)" : "Pack \(item.name)") {
                    checklist.togglePacked(item.name)
                }
            }
            Button("Add headlamp") { checklist.add("Headlamp") }
            Button("Unpack all") { checklist.unpackAll() }
        }
    }
}

struct PackingHeader: View {
    let packed: Int
    let total: Int

    var body: some View {
        Text("\(packed) of \(total) packed")
        if packed == total {
            Text("Ready to go")
        }
    }
}
