import SwiftUI

enum AppTab: Hashable {
    case home, search, settings
}

struct MainTabs: View {
    @State private var selection = AppTab.home

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) {
                HomeTab()
            }
            Tab("Search", systemImage: "magnifyingglass", value: .search) {
                Text("Search something")
            }
            Tab("Settings", systemImage: "gear", value: .settings) {
                Button("Go home") { selection = .home }
            }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
    }
}

struct HomeTab: View {
    @State private var visits = 0

    var body: some View {
        VStack {
            Text("Visits: \(visits)")
            Button("Visit") { visits += 1 }
        }
    }
}

#Preview {
    MainTabs()
}
