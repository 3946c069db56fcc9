// Mistake: decides the layout from the device idiom instead of the window's size class, so a wide window still gets the phone's tab bar.
// Expect: + tab bar: Tonight (selected), Gear
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

/// One object, with viewing tips in an inspector.
struct ObjectDetail: View {
    let object: SkyObject
    @State private var showsTips = false

    var body: some View {
        Text(object.kind)
            .navigationTitle(object.name)
            .toolbar {
                Button("Viewing tips") { showsTips.toggle() }
            }
            .inspector(isPresented: $showsTips) {
                Text(object.tip)
            }
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

/// The wide layout: the list in a sidebar, the picked object in the detail column.
struct NightSplitView: View {
    let objects: [SkyObject]

    var body: some View {
        NavigationSplitView {
            SkyList(objects: objects)
        } detail: {
            Text("Pick an object")
        }
    }
}

/// The root: a split view when the window is wide, tabs when it is narrow.
struct NightPlanner: View {
    let objects: [SkyObject]
    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            NightSplitView(objects: objects)
        } else if #available(iOS 18, *) {
            NightTabs(objects: objects)
        } else {
            // On iOS 17 the split view folds itself into one stack in a narrow window.
            NightSplitView(objects: objects)
        }
    }
}
