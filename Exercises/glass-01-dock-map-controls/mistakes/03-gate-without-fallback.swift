// Mistake: gates the glass but writes no else branch, so iOS 17 and 18 show no map controls at all.
// Expect: glass-availability
// Expect: older systems show nothing
import SwiftUI

struct DockMapControls: View {
    @State private var showsFilters = false
    @Namespace private var controls

    var body: some View {
        if #available(iOS 26, *) {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 12) {
                    Button("Locate me", systemImage: "location") {}
                        .buttonStyle(.glass)
                        .glassEffectID("locate", in: controls)
                    Button("Filters", systemImage: "line.3.horizontal.decrease") {
                        withAnimation(.bouncy) { showsFilters.toggle() }
                    }
                    .buttonStyle(.glass)
                    .glassEffectID("filters", in: controls)
                    if showsFilters {
                        Button("E-bikes only", systemImage: "bolt") {}
                            .buttonStyle(.glass)
                            .glassEffectID("ebikes", in: controls)
                    }
                }
            }
        }
    }
}
