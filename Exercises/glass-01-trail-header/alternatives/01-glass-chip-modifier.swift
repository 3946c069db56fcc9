// Alternative: the padding and glass of each piece come from one small helper, and the container wraps a separate row property.
import SwiftUI

struct TrailHeader: View {
    @State private var saved = false

    var body: some View {
        if #available(iOS 26, *) {
            GlassEffectContainer(spacing: 16) { glassRow }
        } else {
            HStack(spacing: 8) {
                Label("8.4 km", systemImage: "figure.hiking")
                    .padding(12)
                    .background(.ultraThinMaterial, in: .capsule)
                Button(saved ? "Saved" : "Save trail", systemImage: saved ? "bookmark.fill" : "bookmark") {
                    saved.toggle()
                }
                .padding(12)
                .background(.ultraThinMaterial, in: .capsule)
                Button("Share", systemImage: "square.and.arrow.up") {}
                    .padding(12)
                    .background(.ultraThinMaterial, in: .capsule)
            }
        }
    }

    @available(iOS 26, *)
    private var glassRow: some View {
        HStack(spacing: 8) {
            chip(Label("8.4 km", systemImage: "figure.hiking"), glass: .regular)
            chip(
                Button(saved ? "Saved" : "Save trail", systemImage: saved ? "bookmark.fill" : "bookmark") {
                    saved.toggle()
                },
                glass: .regular.interactive())
            chip(Button("Share", systemImage: "square.and.arrow.up") {}, glass: .regular.interactive())
        }
    }

    @available(iOS 26, *)
    private func chip(_ content: some View, glass: Glass) -> some View {
        content
            .padding(12)
            .glassEffect(glass)
    }
}
