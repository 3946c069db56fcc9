import SwiftUI

/// The card look every tile in the plant-care app shares. A tile that needs attention
/// gets an orange shadow instead of a soft grey one, without becoming a different view.
struct CareCardStyle: ViewModifier {
    var needsAttention = false

    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(.background, in: .rect(cornerRadius: 12))
            .shadow(color: needsAttention ? .orange : .black.opacity(0.15), radius: 4, y: 2)
    }
}

extension View {
    /// Styles the view as a care card.
    func careCard(needsAttention: Bool = false) -> some View {
        modifier(CareCardStyle(needsAttention: needsAttention))
    }
}
