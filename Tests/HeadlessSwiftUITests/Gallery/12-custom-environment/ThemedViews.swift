import SwiftUI

struct Palette: Equatable {
    var accent: Color
    var name: String
}

private struct PaletteKey: EnvironmentKey {
    static let defaultValue = Palette(accent: .blue, name: "Ocean")
}

extension EnvironmentValues {
    var palette: Palette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }

    @Entry var badgeCount: Int = 0
}

struct ThemedRoot: View {
    @State private var warm = false

    var body: some View {
        VStack {
            Toggle("Warm theme", isOn: $warm)
            ThemedBadge()
                .environment(\.palette, warm ? Palette(accent: .orange, name: "Sunset") : Palette(accent: .blue, name: "Ocean"))
                .environment(\.badgeCount, warm ? 3 : 1)
            ThemedBadge()
        }
    }
}

struct ThemedBadge: View {
    @Environment(\.palette) private var palette
    @Environment(\.badgeCount) private var count
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Label("\(palette.name) (\(count))", systemImage: "paintpalette")
            .foregroundStyle(palette.accent)
            .badge(count)
            .help(colorScheme == .dark ? "dark" : "light")
    }
}

#Preview {
    ThemedRoot()
}
