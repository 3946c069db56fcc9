// Mistake: gates the button but applies the scroll edge style directly, so the project still does not build for iOS 17.
// Expect: glass-availability
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
            .scrollEdgeEffectStyle(.soft, for: .bottom)
            .overlay(alignment: .bottom) {
                TideAlertButton(isOn: $alertIsOn)
            }
            .navigationTitle("Tide times")
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
