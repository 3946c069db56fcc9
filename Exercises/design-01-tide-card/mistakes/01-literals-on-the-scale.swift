// Mistake: swaps the odd numbers for on-scale literals (8, 16), so the checker is quiet but the compact theme never reaches the card.
// Expect: output
// Expect: HStack spacing:12
import SwiftUI

/// Spacing and shape tokens for the tide app. Every number the card needs lives here.
struct TideTheme {
    var tight: CGFloat
    var roomy: CGFloat
    var cardRadius: CGFloat

    static let standard = TideTheme(tight: 8, roomy: 16, cardRadius: 24)
    static let compact = TideTheme(tight: 4, roomy: 12, cardRadius: 16)

    /// A shape inset by `roomy` inside the card shares the card's centre of curvature.
    var innerRadius: CGFloat { max(cardRadius - roomy, 0) }
}

extension EnvironmentValues {
    @Entry var tideTheme: TideTheme = .standard
}

extension Color {
    /// The brand colour for rising water, defined once.
    static let highWater = Color(red: 0.0, green: 0.45, blue: 0.6)
}

/// One harbour's tides for today.
struct TideCard: View {
    let harbour: String
    let highWater: String
    let lowWater: String
    let note: String

    @Environment(\.tideTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(harbour)
                .font(.title2.weight(.semibold))
            HStack(spacing: 16) {
                Label(highWater, systemImage: "arrow.up")
                    .foregroundStyle(Color.highWater)
                Label(lowWater, systemImage: "arrow.down")
                    .foregroundStyle(.secondary)
            }
            Text(note)
                .font(.caption)
                .padding(8)
                .background(.quaternary, in: .rect(cornerRadius: theme.innerRadius))
        }
        .padding(16)
        .background(.background, in: .rect(cornerRadius: theme.cardRadius))
    }
}
