import SwiftUI

/// A titled box for a weather-station dashboard. The caller passes what goes inside:
///
///     DashboardPanel(title: "Wind", footnote: "Averaged over 10 minutes") {
///         Text("18 km/h from the west")
///     }
///
/// This first draft copies a component library that keeps a closure and calls it in `body`.
struct DashboardPanel<Content: View>: View {
    let title: String
    var footnote: String? = nil
    @ViewBuilder let content: () -> Content

    var body: some View {
        // TODO: the title, then the content, then the footnote when there is one,
        // in a leading-aligned stack with padding around it.
        content()
    }
}
