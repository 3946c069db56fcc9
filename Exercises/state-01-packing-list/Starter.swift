import SwiftUI

/// One thing to carry on the trip.
struct Gear: Identifiable {
    let name: String
    var isPacked = false
    var id: String { name }
}

/// The trip's checklist, written back when the app still ran on iOS 16.
// Step 1: turn this into an iOS 17 model (the attributes the lesson puts on every model).
final class PackingList: ObservableObject {
    @Published var gear = [Gear(name: "Tent"), Gear(name: "Stove"), Gear(name: "Water filter")]

    // Step 2: this number is kept by hand, and "Unpack all" forgets to update it.
    // Work it out from `gear` instead of storing it.
    @Published var packedCount = 0

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
// Step 3: own the model the iOS 17 way.
struct PackingScreen: View {
    @StateObject var list = PackingList()

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
// Step 4: a borrowed model that is only read needs no wrapper.
struct PackingHeader: View {
    @ObservedObject var list: PackingList

    var body: some View {
        Text("\(list.packedCount) of \(list.gear.count) packed")
        if list.packedCount == list.gear.count {
            Text("Ready to go")
        }
    }
}
