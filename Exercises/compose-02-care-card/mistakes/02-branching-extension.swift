// Mistake: picks the style with an if/else in a @ViewBuilder extension, so a tile that starts needing attention becomes a new view and forgets its waterings.
// Expect: +     Text "Watered 0 times today"
import SwiftUI

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
    @ViewBuilder
    func careCard(needsAttention: Bool = false) -> some View {
        if needsAttention {
            modifier(CareCardStyle(needsAttention: true))
        } else {
            modifier(CareCardStyle(needsAttention: false))
        }
    }
}
