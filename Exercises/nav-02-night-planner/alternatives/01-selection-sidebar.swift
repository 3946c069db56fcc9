// Alternative: the split view drives its detail column from a List selection instead of links, the root switches on the size class, and the tips button sits in a ToolbarItem.
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
                ToolbarItem(placement: .primaryAction) {
                    Button("Viewing tips") { showsTips.toggle() }
                }
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

/// The wide layout, driven by a selection: the sidebar list selects, the detail column shows it.
struct NightSplitView: View {
    let objects: [SkyObject]
    @State private var picked: SkyObject?

    var body: some View {
        NavigationSplitView {
            List(objects, selection: $picked) { object in
                Text(object.name)
                    .tag(object)
            }
            .navigationTitle("Tonight")
        } detail: {
            if let picked {
                ObjectDetail(object: picked)
            } else {
                Text("Pick an object")
            }
        }
    }
}

/// The root: a split view when the window is wide, tabs when it is narrow.
struct NightPlanner: View {
    let objects: [SkyObject]
    @Environment(\.horizontalSizeClass) private var widthClass

    var body: some View {
        switch widthClass {
        case .regular:
            NightSplitView(objects: objects)
        default:
            if #available(iOS 18, *) {
                NightTabs(objects: objects)
            } else {
                NightSplitView(objects: objects)
            }
        }
    }
}
