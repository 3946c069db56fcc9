// Alternative: the root restores both values and hands the search text to the tree list as a binding.
import SwiftUI

enum GuideTab: String {
    case birds, trees
}

struct Species: Identifiable {
    let id: Int
    let name: String
}

struct BirdList: View {
    private let birds = [
        Species(id: 1, name: "Robin"), Species(id: 2, name: "Wren"), Species(id: 3, name: "Goldfinch"),
    ]

    var body: some View {
        NavigationStack {
            List(birds) { Text($0.name) }
                .navigationTitle("Birds")
        }
    }
}

struct TreeList: View {
    @Binding var query: String
    private let trees = [
        Species(id: 11, name: "English oak"), Species(id: 12, name: "Silver birch"),
        Species(id: 13, name: "Holm oak"), Species(id: 14, name: "Rowan"),
    ]

    private var shown: [Species] {
        guard !query.isEmpty else { return trees }
        return trees.filter { $0.name.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown) { Text($0.name) }
                .navigationTitle("Trees")
                .searchable(text: $query, prompt: "Find a tree")
        }
    }
}

struct FieldGuideRoot: View {
    @SceneStorage("fieldGuide.section") private var section = GuideTab.birds
    @SceneStorage("fieldGuide.treeSearch") private var treeSearch = ""

    var body: some View {
        TabView(selection: $section) {
            BirdList()
                .tabItem { Label("Birds", systemImage: "bird") }
                .tag(GuideTab.birds)
            TreeList(query: $treeSearch)
                .tabItem { Label("Trees", systemImage: "tree") }
                .tag(GuideTab.trees)
        }
    }
}
