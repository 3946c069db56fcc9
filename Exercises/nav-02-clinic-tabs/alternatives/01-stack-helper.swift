// Alternative: wraps each tab in its stack through a helper method and spells the tab values with their type.
import SwiftUI

/// An animal on the clinic's books.
struct Patient: Identifiable, Hashable {
    let id: Int
    let name: String
    let note: String
}

/// The clinic's three sections; the selected tab is one of them.
enum ClinicTab: Hashable {
    case patients, visits, search
}

/// Today's patients; a tap opens the animal's chart.
struct PatientsScreen: View {
    let patients: [Patient]

    var body: some View {
        List(patients) { patient in
            NavigationLink(patient.name, value: patient)
        }
        .navigationTitle("Patients")
        .navigationDestination(for: Patient.self) { patient in
            PatientChart(patient: patient)
        }
    }
}

/// One animal's chart.
struct PatientChart: View {
    let patient: Patient

    var body: some View {
        Text(patient.note)
            .navigationTitle(patient.name)
    }
}

/// The waiting room: how many animals have checked in.
struct VisitsScreen: View {
    @State private var checkedIn = 0

    var body: some View {
        VStack {
            Text("\(checkedIn) checked in")
            Button("Check in") { checkedIn += 1 }
        }
        .navigationTitle("Visits")
    }
}

/// Finds a patient by name.
struct PatientSearch: View {
    let patients: [Patient]
    @State private var query = ""

    private var matches: [Patient] {
        query.isEmpty ? patients : patients.filter { $0.name.localizedStandardContains(query) }
    }

    var body: some View {
        List(matches) { patient in
            Text(patient.name)
        }
        .navigationTitle("Find a patient")
        .searchable(text: $query)
    }
}

/// The root of the app: the iOS 18 tab bar where it exists, the classic one on iOS 17.
struct ClinicRoot: View {
    let patients: [Patient]

    var body: some View {
        if #available(iOS 18, *) {
            ClinicTabs(patients: patients)
        } else {
            ClassicClinicTabs(patients: patients)
        }
    }
}

/// iOS 18 and later: each tab's screen is wrapped in its own stack by a small helper.
@available(iOS 18, *)
struct ClinicTabs: View {
    let patients: [Patient]
    @State private var tab = ClinicTab.patients

    var body: some View {
        TabView(selection: $tab) {
            Tab("Patients", systemImage: "pawprint", value: ClinicTab.patients) {
                ownStack(PatientsScreen(patients: patients))
            }
            Tab("Visits", systemImage: "calendar", value: ClinicTab.visits) {
                ownStack(VisitsScreen())
            }
            Tab(value: ClinicTab.search, role: .search) {
                ownStack(PatientSearch(patients: patients))
            }
        }
    }

    /// A tab's own navigation history.
    private func ownStack(_ screen: some View) -> some View {
        NavigationStack { screen }
    }
}

/// iOS 17: `tabItem` is all there is, and search is an ordinary tab.
struct ClassicClinicTabs: View {
    let patients: [Patient]
    @State private var tab = ClinicTab.patients

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                PatientsScreen(patients: patients)
            }
            .tabItem { Label("Patients", systemImage: "pawprint") }
            .tag(ClinicTab.patients)
            NavigationStack {
                VisitsScreen()
            }
            .tabItem { Label("Visits", systemImage: "calendar") }
            .tag(ClinicTab.visits)
            NavigationStack {
                PatientSearch(patients: patients)
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(ClinicTab.search)
        }
    }
}
