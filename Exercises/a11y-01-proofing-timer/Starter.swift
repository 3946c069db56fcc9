import SwiftUI

/// A kitchen timer for proofing bread dough: five-minute steps, start and pause.
struct ProofingTimer: View {
    @State private var minutes = 45
    @State private var isRunning = false

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "leaf")
                Text("Sourdough proof")
                    .font(.headline)
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
            Button {
                minutes -= 5
            } label: {
                Image(systemName: "minus")
                    .frame(width: 30, height: 30)
            }
            .disabled(minutes <= 5)

            Button {
                isRunning.toggle()
            } label: {
                Image(systemName: isRunning ? "pause.fill" : "play.fill")
                    .frame(width: 30, height: 30)
            }

            Button {
                minutes += 5
            } label: {
                Image(systemName: "plus")
                    .frame(width: 30, height: 30)
            }
        }
    }
}
