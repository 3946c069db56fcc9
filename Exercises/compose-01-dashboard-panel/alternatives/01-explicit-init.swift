// Alternative: keeps the built content in a private property filled by an explicit
// initializer that takes a @ViewBuilder closure, and names the generic parameter Inner.
import SwiftUI

/// A titled box for a weather-station dashboard. The caller passes what goes inside:
///
///     DashboardPanel(title: "Wind", footnote: "Averaged over 10 minutes") {
///         Text("18 km/h from the west")
///     }
///
/// Stores the built content; the initializer runs the caller's builder once.
struct DashboardPanel<Inner: View>: View {
    private let title: String
    private let footnote: String?
    private let inner: Inner

    init(title: String, footnote: String? = nil, @ViewBuilder content: () -> Inner) {
        self.title = title
        self.footnote = footnote
        self.inner = content()
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            inner
            if let footnote {
                Text(footnote)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
