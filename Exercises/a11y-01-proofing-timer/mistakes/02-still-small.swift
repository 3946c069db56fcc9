// Mistake: names every button but keeps the 30×30 frames, so the tap areas stay smaller than 44×44.
// Expect: + Remove 5 minutes: 30×30, smaller than 44×44
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
                Label("Remove 5 minutes", systemImage: "minus").frame(width: 30, height: 30)
            }
            .disabled(minutes <= 5)
            Button { isRunning.toggle() } label: {
                Label(isRunning ? "Pause" : "Start", systemImage: isRunning ? "pause.fill" : "play.fill")
                    .frame(width: 30, height: 30)
            }
            Button { minutes += 5 } label: {
                Label("Add 5 minutes", systemImage: "plus").frame(width: 30, height: 30)
            }
        }
        .labelStyle(.iconOnly)
    }
}
