// Mistake: moves to the modern alert but keeps only the Confirm button, so there is no way to back out.
// Expect: output
// Expect: could not
import SwiftUI

/// A session at the climbing wall, known by its start time, such as "18:00".
struct WallSession: Identifiable {
    let start: String
    var id: String { start }
}

/// One start time in the row. The chosen one is filled orange.
struct SessionChip: View {
    let start: String
    let isChosen: Bool

    var body: some View {
        Text(start)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(isChosen ? Color.orange : Color.gray.opacity(0.2), in: .capsule)
    }
}

/// Today's start times, side by side; the row scrolls sideways when there are many.
struct TimeStrip: View {
    let sessions: [WallSession]
    let chosen: String?
    let choose: (String) -> Void

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(sessions) { session in
                    Button {
                        choose(session.start)
                    } label: {
                        SessionChip(start: session.start, isChosen: session.start == chosen)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .scrollIndicators(.hidden)
    }
}

/// Pick a start time, then book it after a confirmation.
struct SessionBoard: View {
    let sessions: [WallSession]
    @State private var chosen: String?
    @State private var isConfirming = false
    @State private var booked: String?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today at the wall")
                .font(.headline)
            TimeStrip(sessions: sessions, chosen: chosen, choose: pick)
            Text(status)
            Button("Book") { isConfirming = true }
                .disabled(chosen == nil)
        }
        .padding()
        .background(.quaternary, in: .rect(cornerRadius: 12))
        .alert("Book the \(chosen ?? "") session?", isPresented: $isConfirming) {
            Button("Confirm") { booked = chosen }
        } message: {
            Text("Shoes and chalk wait at the front desk.")
        }
    }

    private func pick(_ start: String) {
        chosen = start
    }

    private var status: String {
        if let booked { return "Booked: \(booked)" }
        if let chosen { return "Chosen: \(chosen)" }
        return "Pick a start time"
    }
}
