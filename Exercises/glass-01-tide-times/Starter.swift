import SwiftUI

/// One high or low water of the day.
struct Tide: Identifiable {
    let id: String  // the time, "06:12"
    let kind: String
    let height: String
}

/// The tide times of a harbour, with one floating button to set an alert.
/// Someone made "everything glass": every row, plus a dark bar over the title.
/// The screen is hard to read, and the project no longer builds for iOS 17.
struct TideTimesScreen: View {
    let tides: [Tide]
    @State private var alertIsOn = false

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(tides) { tide in
                        HStack {
                            Text(tide.id)
                            Text(tide.kind)
                            Text(tide.height)
                        }
                        .padding(12)
                        .glassEffect(in: .rect(cornerRadius: 16))
                    }
                }
            }
            .scrollEdgeEffectStyle(.soft, for: .bottom)
            .overlay(alignment: .bottom) {
                Button(alertIsOn ? "Alert on" : "Add tide alert", systemImage: "bell.badge") {
                    alertIsOn.toggle()
                }
                .buttonStyle(.glassProminent)
            }
            .navigationTitle("Tide times")
            .toolbarBackground(.black.opacity(0.6), for: .navigationBar)
        }
    }
}
