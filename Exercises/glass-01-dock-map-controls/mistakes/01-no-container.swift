// Mistake: gates the glass and adds identities, but leaves the buttons in a bare HStack, so each is its own piece of glass and nothing can morph.
// Expect: output
// Expect: GlassEffectContainer spacing:20
// Expect: Button "E-bikes only" with .opacity
import SwiftUI

/// The floating controls over the bike-dock map: two glass buttons, and a third that
/// grows out of them when filters are shown.
struct DockMapControls: View {
    @State private var showsFilters = false
    @Namespace private var controls

    var body: some View {
        if #available(iOS 26, *) {
            glassCluster
        } else {
            materialCluster
        }
    }

    @available(iOS 26, *)
    private var glassCluster: some View {
        HStack(spacing: 12) {
            Button("Locate me", systemImage: "location") {}
                .buttonStyle(.glass)
                .glassEffectID("locate", in: controls)
            Button("Filters", systemImage: "line.3.horizontal.decrease") { toggleFilters() }
                .buttonStyle(.glass)
                .glassEffectID("filters", in: controls)
            if showsFilters {
                Button("E-bikes only", systemImage: "bolt") {}
                    .buttonStyle(.glass)
                    .glassEffectID("ebikes", in: controls)
            }
        }
    }

    /// Before iOS 26: the same buttons on one material capsule.
    private var materialCluster: some View {
        HStack(spacing: 12) {
            Button("Locate me", systemImage: "location") {}
            Button("Filters", systemImage: "line.3.horizontal.decrease") { toggleFilters() }
            if showsFilters {
                Button("E-bikes only", systemImage: "bolt") {}
            }
        }
        .buttonStyle(.bordered)
        .padding(8)
        .background(.ultraThinMaterial, in: .capsule)
    }

    private func toggleFilters() {
        withAnimation(.bouncy) { showsFilters.toggle() }
    }
}
