// Mistake: pads after the background, so the card's colour hugs the content and the spacing sits outside the card.
// Expect: .background(.background, in: .rect(cornerRadius: 12)) .padding(12)
import SwiftUI

struct CareCardStyle: ViewModifier {
    var needsAttention = false

    func body(content: Content) -> some View {
        content
            .background(.background, in: .rect(cornerRadius: 12))
            .padding(12)
            .shadow(color: needsAttention ? .orange : .black.opacity(0.15), radius: 4, y: 2)
    }
}

extension View {
    func careCard(needsAttention: Bool = false) -> some View {
        modifier(CareCardStyle(needsAttention: needsAttention))
    }
}
