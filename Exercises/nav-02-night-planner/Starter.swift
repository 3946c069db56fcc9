import SwiftUI

/// Something worth pointing a telescope at tonight.
struct SkyObject: Identifiable, Hashable {
    let id: Int
    let name: String
    let kind: String
    let tip: String
}

/// Tonight's objects. Each row pushes its object; the destination is declared here.
struct SkyList: View {
    let objects: [SkyObject]

    var body: some View {
        List(objects) { object in
            NavigationLink(object.name, value: object)
        }
        .navigationTitle("Tonight")
        .navigationDestination(for: SkyObject.self) { object in
            ObjectDetail(object: object)
        }
    }
}

/// One object. TODO: a toolbar button "Viewing tips" that opens an inspector with `object.tip`.
struct ObjectDetail: View {
    let object: SkyObject

    var body: some View {
        Text(object.kind)
            .navigationTitle(object.name)
    }
}

/// The phone layout on iOS 18: a tab bar with a stack in each tab.
@available(iOS 18, *)
struct NightTabs: View {
    let objects: [SkyObject]

    var body: some View {
        TabView {
            Tab("Tonight", systemImage: "moon.stars") {
                NavigationStack {
                    SkyList(objects: objects)
                }
            }
            Tab("Gear", systemImage: "binoculars") {
                NavigationStack {
                    Text("Red torch, warm coat, star chart")
                        .navigationTitle("Gear")
                }
            }
        }
    }
}

/// The wide layout. TODO: the list in a sidebar, the picked object in the detail column.
/// So far it is the one-column stack from the first, phone-only version.
struct NightSplitView: View {
    let objects: [SkyObject]

    var body: some View {
        NavigationStack {
            SkyList(objects: objects)
        }
    }
}

/// The root. TODO: a split view when the window is wide, tabs when it is narrow.
struct NightPlanner: View {
    let objects: [SkyObject]

    var body: some View {
        if #available(iOS 18, *) {
            NightTabs(objects: objects)
        } else {
            NightSplitView(objects: objects)
        }
    }
}
