// Alternative: spells out the extension's concrete return type, ModifiedContent, instead of some View.
import SwiftUI

struct CareCardStyle: ViewModifier {
    var needsAttention: Bool

    init(needsAttention: Bool = false) {
        self.needsAttention = needsAttention
    }

    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(.background, in: .rect(cornerRadius: 12))
            .shadow(color: needsAttention ? Color.orange : Color.black.opacity(0.15), radius: 4, y: 2)
    }
}

extension View {
    func careCard(needsAttention: Bool = false) -> ModifiedContent<Self, CareCardStyle> {
        modifier(CareCardStyle(needsAttention: needsAttention))
    }
}
