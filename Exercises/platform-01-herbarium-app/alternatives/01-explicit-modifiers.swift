// Alternative: spells out the Command modifier on every shortcut, passes the add action by name and places the label window at the top trailing corner.
import SwiftUI

struct Specimen: Identifiable, Hashable {
    let id: Int
    let commonName: String
    let latinName: String
}

// In Xcode this struct carries @main; here the test app provides the entry point.
struct HerbariumApp: App {
    var body: some Scene {
        WindowGroup {
            SpecimenBrowser()
        }

        Window("Label Printer", id: "label-printer") { LabelQueue() }
            .windowResizability(.contentSize)
            .defaultPosition(.topTrailing)

        Settings { HerbariumSettings() }
    }
}

struct SpecimenBrowser: View {
    @AppStorage("showsLatinNames") private var showsLatinNames = false
    @State private var specimens = [
        Specimen(id: 1, commonName: "Bog rosemary", latinName: "Andromeda polifolia"),
    ]

    var body: some View {
        VStack {
            List(specimens) { specimen in
                Text(showsLatinNames ? specimen.latinName : specimen.commonName)
            }
            Button("Add Specimen", action: addSpecimen)
                .keyboardShortcut(KeyEquivalent("n"), modifiers: .command)
            Button("Remove Last", role: .destructive) { specimens.removeLast() }
                .keyboardShortcut(.delete, modifiers: .command)
                .disabled(specimens.isEmpty)
        }
    }

    private func addSpecimen() {
        let next = specimens.count + 1
        specimens.append(Specimen(id: next, commonName: "Unnamed sheet \(next)", latinName: "Incertae sedis"))
    }
}

struct LabelQueue: View {
    var body: some View {
        VStack {
            Text("No labels queued")
            Button("Print Labels") {}
                .keyboardShortcut("p", modifiers: .command)
        }
        .frame(width: 320, height: 180)
    }
}

struct HerbariumSettings: View {
    @AppStorage("showsLatinNames") private var showsLatinNames = false

    var body: some View {
        Form {
            Toggle("Show Latin names", isOn: $showsLatinNames)
        }
        .frame(width: 360)
    }
}
