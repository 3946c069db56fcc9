// Mistake: rounds the card with the deprecated cornerRadius instead of giving the background a rounded shape.
// Expect: corner-radius
import SwiftUI

struct CareCardStyle: ViewModifier {
    var needsAttention = false

    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(.background)
            .cornerRadius(12)
            .shadow(color: needsAttention ? .orange : .black.opacity(0.15), radius: 4, y: 2)
    }
}

extension View {
    func careCard(needsAttention: Bool = false) -> some View {
        modifier(CareCardStyle(needsAttention: needsAttention))
    }
}
