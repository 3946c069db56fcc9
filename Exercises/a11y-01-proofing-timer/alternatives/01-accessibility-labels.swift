// Alternative: keeps image labels and names the buttons with .accessibilityLabel; the frames sit inside the labels.
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
            Button { minutes -= 5 } label: { icon("minus") }
                .accessibilityLabel("Remove 5 minutes")
                .disabled(minutes <= 5)
            Button { isRunning.toggle() } label: { icon(isRunning ? "pause.fill" : "play.fill") }
                .accessibilityLabel(isRunning ? "Pause" : "Start")
            Button { minutes += 5 } label: { icon("plus") }
                .accessibilityLabel("Add 5 minutes")
        }
    }

    private func icon(_ name: String) -> some View {
        Image(systemName: name)
            .frame(width: 44, height: 44)
            .contentShape(.rect)
    }
}
