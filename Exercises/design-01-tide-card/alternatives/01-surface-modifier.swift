// Alternative: a hand-written EnvironmentKey instead of @Entry, the card surface as a ViewModifier, and the concentric radius computed where it is used.
import SwiftUI

struct TideTheme {
    var tight: CGFloat
    var roomy: CGFloat
    var cardRadius: CGFloat

    static let standard = TideTheme(tight: 8, roomy: 16, cardRadius: 24)
    static let compact = TideTheme(tight: 4, roomy: 12, cardRadius: 16)
}

private struct TideThemeKey: EnvironmentKey {
    static let defaultValue = TideTheme.standard
}

extension EnvironmentValues {
    var tideTheme: TideTheme {
        get { self[TideThemeKey.self] }
        set { self[TideThemeKey.self] = newValue }
    }
}

extension Color {
    static let highWater = Color(red: 0.0, green: 0.45, blue: 0.6)
}

/// The card's padding and surface, both from the theme.
struct TideSurface: ViewModifier {
    @Environment(\.tideTheme) private var theme

    func body(content: Content) -> some View {
        content
            .padding(theme.roomy)
            .background(.background, in: .rect(cornerRadius: theme.cardRadius))
    }
}

struct TideCard: View {
    let harbour: String
    let highWater: String
    let lowWater: String
    let note: String

    @Environment(\.tideTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.tight) {
            Text(harbour)
                .font(.title2.weight(.semibold))
            HStack(spacing: theme.roomy) {
                Label(highWater, systemImage: "arrow.up")
                    .foregroundStyle(Color.highWater)
                Label(lowWater, systemImage: "arrow.down")
                    .foregroundStyle(.secondary)
            }
            Text(note)
                .font(.caption)
                .padding(theme.tight)
                .background(.quaternary, in: .rect(cornerRadius: max(theme.cardRadius - theme.roomy, 0)))
        }
        .modifier(TideSurface())
    }
}
