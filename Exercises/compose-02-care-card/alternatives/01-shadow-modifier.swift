// Alternative: splits the shadow into its own small modifier that the card style reuses, and computes the colour in a property.
import SwiftUI

/// A soft drop shadow that other styles can reuse.
struct SoftShadow: ViewModifier {
    var color: Color

    func body(content: Content) -> some View {
        content.shadow(color: color, radius: 4, y: 2)
    }
}

/// The shared card look for plant tiles.
struct CareCardStyle: ViewModifier {
    var needsAttention = false

    private var shadowColor: Color {
        needsAttention ? .orange : .black.opacity(0.15)
    }

    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(.background, in: .rect(cornerRadius: 12))
            .modifier(SoftShadow(color: shadowColor))
    }
}

extension View {
    func careCard(needsAttention: Bool = false) -> some View {
        modifier(CareCardStyle(needsAttention: needsAttention))
    }
}
