// Mistake: keeps the old habit and returns AnyView from the extension, hiding the tile's type again.
// Expect: any-view
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
    func careCard(needsAttention: Bool = false) -> AnyView {
        AnyView(modifier(CareCardStyle(needsAttention: needsAttention)))
    }
}
