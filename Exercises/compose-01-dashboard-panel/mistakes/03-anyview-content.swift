// Mistake: avoids the generic parameter by erasing the content to AnyView in an initializer,
// which hides the content's type from SwiftUI.
// Expect: forbid
import SwiftUI

/// A titled box for a weather-station dashboard. The caller passes what goes inside:
///
///     DashboardPanel(title: "Wind", footnote: "Averaged over 10 minutes") {
///         Text("18 km/h from the west")
///     }
///
/// Stores the content type-erased.
struct DashboardPanel: View {
    let title: String
    let footnote: String?
    let content: AnyView

    init(title: String, footnote: String? = nil, @ViewBuilder content: () -> some View) {
        self.title = title
        self.footnote = footnote
        self.content = AnyView(content())
    }

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
