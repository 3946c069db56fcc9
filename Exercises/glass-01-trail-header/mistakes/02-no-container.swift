// Mistake: fixes the order and the label's glass but leaves the three capsules in a bare HStack, so they render separately and cannot blend.
// Expect: glass-container-missing
// Expect: GlassEffectContainer spacing:16
import SwiftUI

/// Floats over the photo at the top of a trail page: the trail's length, and two
/// buttons to save and share it. The three shapes sit in one container so they
/// blend as one cluster; only the buttons react to a finger.
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
                .glassEffect()
            Button(saveTitle, systemImage: saveIcon) { isSaved.toggle() }
                .padding(12)
                .glassEffect(.regular.interactive())
            Button("Share", systemImage: "square.and.arrow.up") {}
                .padding(12)
                .glassEffect(.regular.interactive())
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
