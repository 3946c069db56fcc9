import SwiftUI

struct GlassToolbar: View {
    @State private var expanded = false
    @Namespace private var glass

    var body: some View {
        GlassEffectContainer(spacing: 20) {
            HStack(spacing: 20) {
                Button {
                    withAnimation(.bouncy) { expanded.toggle() }
                } label: {
                    Image(systemName: expanded ? "xmark" : "plus")
                        .frame(width: 44, height: 44)
                }
                .buttonStyle(.glass)
                .glassEffectID("toggle", in: glass)

                if expanded {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                        .buttonStyle(.glassProminent)
                        .glassEffectID("share", in: glass)
                    Text("Draft")
                        .padding()
                        .glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 12))
                }
            }
        }
        .backgroundExtensionEffect()
    }
}

#Preview {
    GlassToolbar()
}
