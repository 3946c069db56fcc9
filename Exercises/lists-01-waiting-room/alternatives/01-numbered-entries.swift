// Alternative: stores numbered queue entries identified by the pet's id, so the ForEach needs no enumerated(); one send(_:to:) method handles both swipe actions, and the initial refresh hangs on the filter.
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
struct WaitingRoomScreen: View {
    @State private var waiting = Patient.morning
    @State private var seen: [Patient] = []
    @State private var filter = WaitingFilter.all
    @State private var queue: [QueueEntry] = []

    var body: some View {
        List {
            FilterPicker(filter: $filter)
            Section("Waiting") {
                ForEach(queue) { entry in
                    PatientRow(number: entry.number, patient: entry.patient)
                        .swipeActions {
                            Button("Seen") { send(entry.patient, to: .seen) }
                            Button("Urgent") { send(entry.patient, to: .front) }
                        }
                }
            }
            SeenTodaySection(patients: seen)
        }
        .onChange(of: filter, initial: true) { rebuildQueue() }
        .onChange(of: waiting) { rebuildQueue() }
    }

    private enum Destination {
        case seen, front
    }

    private func rebuildQueue() {
        queue = waiting
            .filter { filter.includes($0) }
            .enumerated()
            .map { QueueEntry(number: $0.offset + 1, patient: $0.element) }
    }

    private func send(_ patient: Patient, to destination: Destination) {
        waiting.removeAll { $0.id == patient.id }
        switch destination {
        case .seen: seen.append(patient)
        case .front: waiting.insert(patient, at: 0)
        }
    }
}

/// A pet with its place in the queue as shown; identified by the pet, not by the place.
struct QueueEntry: Identifiable {
    let number: Int
    let patient: Patient

    var id: Int { patient.id }
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
            ForEach(patients) { patient in
                Text(patient.name)
            }
        }
    }
}

#Preview {
    WaitingRoomScreen()
}
