import SwiftUI

/// A kitchen timer for proofing bread dough: five-minute steps, start and pause.
struct ProofingTimer: View {
    @State private var minutes = 45
    @State private var isRunning = false

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "leaf")
                    .accessibilityHidden(true)
                Text("Sourdough proof")
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
            }
            Text("\(minutes) min")
                .font(.largeTitle)
            TimerControls(minutes: $minutes, isRunning: $isRunning)
        }
    }
}

struct TimerControls: View {
    @Binding var minutes: Int
    @Binding var isRunning: Bool

    var body: some View {
        HStack {
            TimerButton(title: "Remove 5 minutes", systemImage: "minus") { minutes -= 5 }
                .disabled(minutes <= 5)
            TimerButton(
                title: isRunning ? "Pause" : "Start",
                systemImage: isRunning ? "pause.fill" : "play.fill"
            ) {
                isRunning.toggle()
            }
            TimerButton(title: "Add 5 minutes", systemImage: "plus") { minutes += 5 }
        }
    }
}

/// An icon button that still has a name for VoiceOver and a finger-sized tap area.
struct TimerButton: View {
    let title: String
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label(title, systemImage: systemImage)
                .labelStyle(.iconOnly)
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(.rect)
        }
    }
}
