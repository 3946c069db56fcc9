// Mistake: follows the checker's first suggestion and wraps the glass rows in a GlassEffectContainer; the container warning goes away, but the list content is still glass (and still ungated).
// Expect: output
// Expect: .glassEffect(in: .rect(cornerRadius: 16))
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
                GlassEffectContainer(spacing: 12) {
                    LazyVStack(spacing: 12) {
                        ForEach(tides) { tide in
                            TideRow(tide: tide)
                        }
                    }
                }
            }
            .modifier(SoftBottomEdge())
            .overlay(alignment: .bottom) {
                TideAlertButton(isOn: $alertIsOn)
            }
            .navigationTitle("Tide times")
        }
    }
}

/// A row of the list, as a glass card.
struct TideRow: View {
    let tide: Tide

    var body: some View {
        HStack {
            Text(tide.id)
            Text(tide.kind)
            Text(tide.height)
        }
        .padding(12)
        .glassEffect(in: .rect(cornerRadius: 16))
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
