import SwiftUI

/// The floating controls over the bike-dock map.
/// Today they are three separate glass buttons, and the project no longer builds for
/// iOS 17 and 18, which the app still supports.
struct DockMapControls: View {
    @State private var showsFilters = false

    var body: some View {
        HStack(spacing: 12) {
            Button("Locate me", systemImage: "location") {}
                .buttonStyle(.glass)
            Button("Filters", systemImage: "line.3.horizontal.decrease") {
                showsFilters.toggle()
            }
            .buttonStyle(.glass)
            if showsFilters {
                Button("E-bikes only", systemImage: "bolt") {}
                    .buttonStyle(.glass)
            }
        }
    }
}
