// Alternative: the heading uses .bold() (the text style's emphasized form) and the tab values name their type.
import SwiftUI

/// One bird seen today.
struct Sighting: Identifiable {
    let id: Int
    let bird: String
}

/// The two sections of the app; the selected tab is one of them.
enum BirdingSection: Hashable {
    case sightings, tally
}

/// Today's birds, in the order they were seen.
struct SightingsScreen: View {
    let sightings: [Sighting]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today")
                .font(.title2)
                .bold()
            ForEach(sightings) { sighting in
                Text(sighting.bird)
            }
        }
    }
}

/// How many birds so far, with a shortcut back to the list.
struct TallyScreen: View {
    let count: Int
    let showList: () -> Void

    var body: some View {
        VStack {
            Text("\(count) birds so far")
                .bold()
            Button("Show the list") { showList() }
                .buttonStyle(.borderedProminent)
                .tint(.green)
        }
    }
}

/// The root of the app: the iOS 18 tab bar where it exists, the classic one on iOS 17.
struct BirdingTabs: View {
    let sightings: [Sighting]

    var body: some View {
        if #available(iOS 18, *) {
            CurrentBirdingTabs(sightings: sightings)
        } else {
            ClassicBirdingTabs(sightings: sightings)
        }
    }
}

/// iOS 17 has only `tabItem`. This version is finished: leave it as it is.
struct ClassicBirdingTabs: View {
    let sightings: [Sighting]
    @State private var section = BirdingSection.sightings

    var body: some View {
        TabView(selection: $section) {
            SightingsScreen(sightings: sightings)
                .tabItem { Label("Sightings", systemImage: "binoculars") }
                .tag(BirdingSection.sightings)
            TallyScreen(count: sightings.count, showList: showList)
                .tabItem { Label("Tally", systemImage: "number") }
                .tag(BirdingSection.tally)
        }
    }

    private func showList() {
        section = .sightings
    }
}

/// iOS 18 and later: two `Tab` values whose selection values are spelled out in full.
@available(iOS 18, *)
struct CurrentBirdingTabs: View {
    let sightings: [Sighting]
    @State private var section = BirdingSection.sightings

    var body: some View {
        TabView(selection: $section) {
            Tab("Sightings", systemImage: "binoculars", value: BirdingSection.sightings) {
                SightingsScreen(sightings: sightings)
            }
            Tab("Tally", systemImage: "number", value: BirdingSection.tally) {
                TallyScreen(count: sightings.count, showList: showList)
            }
        }
    }

    private func showList() {
        section = .sightings
    }
}
