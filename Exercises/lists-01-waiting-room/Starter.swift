import SwiftUI

enum Species {
    case dog, cat
}

/// A pet waiting to see the vet.
struct Patient: Identifiable, Hashable {
    let id: Int
    var name: String
    var species: Species
    var reason: String
}

extension Patient {
    static let morning = [
        Patient(id: 1, name: "Biscuit", species: .dog, reason: "Limping on a front paw"),
        Patient(id: 2, name: "Miso", species: .cat, reason: "Yearly vaccination"),
        Patient(id: 3, name: "Pepper", species: .dog, reason: "Ate a sock"),
        Patient(id: 4, name: "Juniper", species: .cat, reason: "Stitches out"),
    ]
}

/// The choices of the "Show" picker.
enum WaitingFilter: String, CaseIterable {
    case all = "All"
    case dogs = "Dogs"
    case cats = "Cats"

    func includes(_ patient: Patient) -> Bool {
        switch self {
        case .all: true
        case .dogs: patient.species == .dog
        case .cats: patient.species == .cat
        }
    }
}

/// The vet's waiting room: a numbered queue that can be filtered, with swipe actions.
/// A first draft: see the TODOs.
struct WaitingRoomScreen: View {
    @State private var waiting = Patient.morning
    @State private var seen: [Patient] = []
    @State private var filter = WaitingFilter.all

    var body: some View {
        List {
            FilterPicker(filter: $filter)
            Section("Waiting") {
                // TODO: keep the numbers, identify rows by the pet, add the swipe actions
                // "Seen" and "Urgent", and stop filtering here.
                ForEach(waiting.filter { filter.includes($0) }.enumerated(), id: \.offset) { position, patient in
                    PatientRow(number: position + 1, patient: patient)
                }
            }
            SeenTodaySection(patients: seen)
        }
    }

    /// TODO: take the pet out of the queue and add it to the end of "Seen today".
    private func markSeen(_ patient: Patient) {
    }

    /// TODO: move the pet to the front of the queue.
    private func moveToFront(_ patient: Patient) {
    }
}

/// One pet in the queue; tapping it shows why it came. Whether the reason is showing is the
/// row's own state.
struct PatientRow: View {
    let number: Int
    let patient: Patient
    @State private var showsReason = false

    var body: some View {
        DisclosureGroup(isExpanded: $showsReason) {
            Text(patient.reason)
        } label: {
            Text("\(number). \(patient.name)")
        }
    }
}

/// The "Show" picker above the queue.
struct FilterPicker: View {
    @Binding var filter: WaitingFilter

    var body: some View {
        Picker("Show", selection: $filter) {
            ForEach(WaitingFilter.allCases, id: \.self) { option in
                Text(option.rawValue)
            }
        }
    }
}

/// The pets that have already been seen, in the order they went in.
struct SeenTodaySection: View {
    let patients: [Patient]

    var body: some View {
        Section("Seen today") {
            ForEach(patients, id: \.self) { patient in
                Text(patient.name)
            }
        }
    }
}

#Preview {
    WaitingRoomScreen()
}
