// Alternative: gates the scroll edge and the button style with two small View extensions instead of a ViewModifier and a button view.
import SwiftUI

struct Tide: Identifiable {
    let id: String
    let kind: String
    let height: String
}

struct TideTimesScreen: View {
    let tides: [Tide]
    @State private var alertOn = false

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(tides) { tide in row(for: tide) }
                }
            }
            .softBottomScrollEdge()
            .overlay(alignment: .bottom) {
                Button(alertOn ? "Alert on" : "Add tide alert", systemImage: "bell.badge") {
                    alertOn.toggle()
                }
                .prominentGlassButton()
            }
            .navigationTitle("Tide times")
        }
    }

    private func row(for tide: Tide) -> some View {
        HStack {
            Text(tide.id)
            Text(tide.kind)
            Text(tide.height)
        }
        .padding(12)
    }
}

extension View {
    /// A soft edge at the bottom of a scroll view on iOS 26; nothing before.
    @ViewBuilder
    func softBottomScrollEdge() -> some View {
        if #available(iOS 26, *) {
            scrollEdgeEffectStyle(.soft, for: .bottom)
        } else {
            self
        }
    }

    /// Prominent glass on iOS 26, the filled style before.
    @ViewBuilder
    func prominentGlassButton() -> some View {
        if #available(iOS 26, *) {
            buttonStyle(.glassProminent)
        } else {
            buttonStyle(.borderedProminent)
        }
    }
}
