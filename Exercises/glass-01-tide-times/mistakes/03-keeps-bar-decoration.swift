// Mistake: removes the glass from the rows but keeps the dark bar behind the title, which hides the system's own bar and scroll edge.
// Expect: forbid
// Expect: .toolbarBackground(.black.opacity(0.6), .navigationBar)
import SwiftUI

/// One high or low water of the day.
struct Tide: Identifiable {
    let id: String  // the time, "06:12"
    let kind: String
    let height: String
}

/// The tide times of a harbour, with one floating button to set an alert.
/// The rows are content and stay plain; the one floating control is glass.
struct TideTimesScreen: View {
    let tides: [Tide]
    @State private var alertIsOn = false

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(tides) { tide in
                        TideRow(tide: tide)
                    }
                }
            }
            .modifier(SoftBottomEdge())
            .overlay(alignment: .bottom) {
                TideAlertButton(isOn: $alertIsOn)
            }
            .navigationTitle("Tide times")
            .toolbarBackground(.black.opacity(0.6), for: .navigationBar)
        }
    }
}

/// A row of the list: content, so no glass.
struct TideRow: View {
    let tide: Tide

    var body: some View {
        HStack {
            Text(tide.id)
            Text(tide.kind)
            Text(tide.height)
        }
        .padding(12)
    }
}

/// The only floating control: prominent glass on iOS 26, a filled button before.
struct TideAlertButton: View {
    @Binding var isOn: Bool

    var body: some View {
        if #available(iOS 26, *) {
            button.buttonStyle(.glassProminent)
        } else {
            button.buttonStyle(.borderedProminent)
        }
    }

    private var button: some View {
        Button(isOn ? "Alert on" : "Add tide alert", systemImage: "bell.badge") {
            isOn.toggle()
        }
    }
}

/// A soft scroll edge under the floating button, where iOS 26 has it.
struct SoftBottomEdge: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 26, *) {
            content.scrollEdgeEffectStyle(.soft, for: .bottom)
        } else {
            content
        }
    }
}
