// Mistake: puts the 44-point frame around each button instead of inside its label, which does not grow what responds to taps.
// Expect: + Add 5 minutes: no frame inside the label, only as big as the icon
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
            Button("Remove 5 minutes", systemImage: "minus") { minutes -= 5 }
                .frame(minWidth: 44, minHeight: 44)
                .disabled(minutes <= 5)
            Button(isRunning ? "Pause" : "Start", systemImage: isRunning ? "pause.fill" : "play.fill") {
                isRunning.toggle()
            }
            .frame(minWidth: 44, minHeight: 44)
            Button("Add 5 minutes", systemImage: "plus") { minutes += 5 }
                .frame(minWidth: 44, minHeight: 44)
        }
        .labelStyle(.iconOnly)
    }
}
