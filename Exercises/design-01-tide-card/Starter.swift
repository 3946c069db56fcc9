import SwiftUI

/// Spacing and shape tokens for the tide app. Every number the card needs lives here.
struct TideTheme {
    var tight: CGFloat
    var roomy: CGFloat
    var cardRadius: CGFloat

    static let standard = TideTheme(tight: 8, roomy: 16, cardRadius: 24)
    static let compact = TideTheme(tight: 4, roomy: 12, cardRadius: 16)
}

// TODO: deliver a TideTheme through the environment as `tideTheme` (default `.standard`).

/// One harbour's tides for today.
struct TideCard: View {
    let harbour: String
    let highWater: String
    let lowWater: String
    let note: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(harbour)
                .font(.system(size: 22, weight: .semibold))
            HStack(spacing: 14) {
                Label(highWater, systemImage: "arrow.up")
                    .foregroundStyle(Color(red: 0.0, green: 0.45, blue: 0.6))
                Label(lowWater, systemImage: "arrow.down")
                    .foregroundStyle(.secondary)
            }
            Text(note)
                .font(.caption)
                .padding(6)
                .background(Color(.tertiarySystemFill), in: .rect(cornerRadius: 8))
        }
        .padding(14)
        .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 18))
    }
}
