import SwiftUI

/// Floats over the photo at the top of a trail page: the trail's length, and two
/// buttons to save and share it.
struct TrailHeader: View {
    @State private var isSaved = false

    var body: some View {
        if #available(iOS 26, *) {
            glassHeader
        } else {
            materialHeader
        }
    }

    @available(iOS 26, *)
    private var glassHeader: some View {
        HStack(spacing: 8) {
            Label("8.4 km", systemImage: "figure.hiking")
                .padding(12)
                .glassEffect(.regular.interactive())
            Button(saveTitle, systemImage: saveIcon) { isSaved.toggle() }
                .glassEffect(.regular.interactive())
                .padding(12)
            Button("Share", systemImage: "square.and.arrow.up") {}
                .glassEffect(.regular.interactive())
                .padding(12)
        }
    }

    private var materialHeader: some View {
        HStack(spacing: 8) {
            Label("8.4 km", systemImage: "figure.hiking")
                .padding(12)
                .background(.ultraThinMaterial, in: .capsule)
            Button(saveTitle, systemImage: saveIcon) { isSaved.toggle() }
                .padding(12)
                .background(.ultraThinMaterial, in: .capsule)
            Button("Share", systemImage: "square.and.arrow.up") {}
                .padding(12)
                .background(.ultraThinMaterial, in: .capsule)
        }
    }

    private var saveTitle: String { isSaved ? "Saved" : "Save trail" }
    private var saveIcon: String { isSaved ? "bookmark.fill" : "bookmark" }
}
