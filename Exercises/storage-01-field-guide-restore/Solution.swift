import SwiftUI

/// The two sections of the field guide.
enum GuideTab: String {
    case birds, trees
}

/// One species in the guide.
struct Species: Identifiable {
    let id: Int
    let name: String
}

/// Birds seen this season, in a plain list.
struct BirdList: View {
    private let birds = [
        Species(id: 1, name: "Robin"), Species(id: 2, name: "Wren"), Species(id: 3, name: "Goldfinch"),
    ]

    var body: some View {
        NavigationStack {
            List(birds) { bird in
                Text(bird.name)
            }
            .navigationTitle("Birds")
        }
    }
}

/// Trees, filtered by what the person types in the search field.
struct TreeList: View {
    @SceneStorage("guide.treeQuery") private var query = ""
    private let trees = [
        Species(id: 11, name: "English oak"), Species(id: 12, name: "Silver birch"),
        Species(id: 13, name: "Holm oak"), Species(id: 14, name: "Rowan"),
    ]

    private var matches: [Species] {
        query.isEmpty ? trees : trees.filter { $0.name.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(matches) { tree in
                Text(tree.name)
            }
            .navigationTitle("Trees")
            .searchable(text: $query, prompt: "Find a tree")
        }
    }
}

/// The root of the window: one tab per section.
struct FieldGuideRoot: View {
    @SceneStorage("guide.tab") private var selectedTab = GuideTab.birds

    var body: some View {
        TabView(selection: $selectedTab) {
            BirdList()
                .tabItem { Label("Birds", systemImage: "bird") }
                .tag(GuideTab.birds)
            TreeList()
                .tabItem { Label("Trees", systemImage: "tree") }
                .tag(GuideTab.trees)
        }
    }
}

#Preview {
    FieldGuideRoot()
}
