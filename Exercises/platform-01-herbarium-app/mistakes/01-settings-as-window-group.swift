// Mistake: opens the settings in a second WindowGroup, so they are an ordinary window group the user can open several of, and the app menu gets no Settings item.
// Expect: require
// Expect: output
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

        Window("Label Printer", id: "label-printer") {
            LabelQueue()
        }
        .windowResizability(.contentSize)

        WindowGroup("Settings") {
            HerbariumSettings()
        }
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
            Button("Add Specimen") { addSpecimen() }
                .keyboardShortcut("n")
            Button("Remove Last", role: .destructive) { specimens.removeLast() }
                .keyboardShortcut(.delete)
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
                .keyboardShortcut("p")
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
