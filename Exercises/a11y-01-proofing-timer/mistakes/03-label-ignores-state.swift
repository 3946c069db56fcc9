// Mistake: gives the start button a fixed label, so VoiceOver still says "Start" while the timer runs.
// Expect: - Pause, button
// Expect: output
import SwiftUI

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
            Button { minutes -= 5 } label: {
                Image(systemName: "minus").frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityLabel("Remove 5 minutes")
            .disabled(minutes <= 5)
            Button { isRunning.toggle() } label: {
                Image(systemName: isRunning ? "pause.fill" : "play.fill").frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityLabel("Start")
            Button { minutes += 5 } label: {
                Image(systemName: "plus").frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityLabel("Add 5 minutes")
        }
    }
}
