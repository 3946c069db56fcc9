import SwiftUI

struct LegacyTabs: View {
    @State private var selected = 0

    var body: some View {
        TabView(selection: $selected) {
            Text("Feed content")
                .tabItem {
                    Label("Feed", systemImage: "list.bullet")
                }
                .tag(0)
            Text("Profile content")
                .tabItem {
                    Label("Profile", systemImage: "person")
                }
                .tag(1)
        }
    }
}

#Preview {
    LegacyTabs()
}
