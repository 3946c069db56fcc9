// Mistake: finishes the body but keeps the closure the starter copied from a component library
// (`@ViewBuilder let content: () -> Content`), so both panels run again on every refresh.
// Expect: closure-content-property
// Expect: + bodies that ran: DashboardPanel<TupleView>, DashboardPanel<WindReading>, StationDashboard
import SwiftUI

/// A titled box for a weather-station dashboard. The caller passes what goes inside:
///
///     DashboardPanel(title: "Wind", footnote: "Averaged over 10 minutes") {
///         Text("18 km/h from the west")
///     }
///
/// Keeps the closure and calls it in `body`.
struct DashboardPanel<Content: View>: View {
    let title: String
    var footnote: String? = nil
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            content()
            if let footnote {
                Text(footnote)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
