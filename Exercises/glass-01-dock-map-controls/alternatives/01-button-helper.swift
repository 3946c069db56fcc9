// Alternative: builds each glass button with one helper function and keeps the fallback in its own view struct.
import SwiftUI

struct DockMapControls: View {
    @State private var filtersShown = false
    @Namespace private var glassSpace

    var body: some View {
        if #available(iOS 26, *) {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 12) {
                    glassButton("Locate me", icon: "location", id: "locate") {}
                    glassButton("Filters", icon: "line.3.horizontal.decrease", id: "filters") {
                        withAnimation(.bouncy) { filtersShown.toggle() }
                    }
                    if filtersShown {
                        glassButton("E-bikes only", icon: "bolt", id: "ebikes") {}
                    }
                }
            }
        } else {
            LegacyDockControls(filtersShown: $filtersShown)
        }
    }

    @available(iOS 26, *)
    private func glassButton(
        _ title: String, icon: String, id: String, action: @escaping () -> Void
    ) -> some View {
        Button(title, systemImage: icon, action: action)
            .buttonStyle(.glass)
            .glassEffectID(id, in: glassSpace)
    }
}

/// The pre-iOS 26 look: bordered buttons on a material capsule.
private struct LegacyDockControls: View {
    @Binding var filtersShown: Bool

    var body: some View {
        HStack(spacing: 12) {
            Button("Locate me", systemImage: "location") {}
            Button("Filters", systemImage: "line.3.horizontal.decrease") {
                withAnimation(.bouncy) { filtersShown.toggle() }
            }
            if filtersShown {
                Button("E-bikes only", systemImage: "bolt") {}
            }
        }
        .buttonStyle(.bordered)
        .padding(8)
        .background(.ultraThinMaterial, in: .capsule)
    }
}
