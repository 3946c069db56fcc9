import SwiftUI

/// A titled box for a weather-station dashboard. The caller passes what goes inside:
///
///     DashboardPanel(title: "Wind", footnote: "Averaged over 10 minutes") {
///         Text("18 km/h from the west")
///     }
///
/// The panel stores the content already built, so SwiftUI can compare it with last time.
struct DashboardPanel<Content: View>: View {
    let title: String
    var footnote: String? = nil
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            content
            if let footnote {
                Text(footnote)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
