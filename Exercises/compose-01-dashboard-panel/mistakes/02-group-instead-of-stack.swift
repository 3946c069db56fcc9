// Mistake: lists the parts in a Group instead of a stack of its own, so they spill into the
// caller's VStack, lose the leading alignment, and each part gets its own padding.
// Expect: +   Text "Wind" .font(.headline) .padding
import SwiftUI

/// A titled box for a weather-station dashboard. The caller passes what goes inside:
///
///     DashboardPanel(title: "Wind", footnote: "Averaged over 10 minutes") {
///         Text("18 km/h from the west")
///     }
///
/// Lists its parts without a container of its own.
struct DashboardPanel<Content: View>: View {
    let title: String
    var footnote: String? = nil
    @ViewBuilder let content: Content

    var body: some View {
        Group {
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
