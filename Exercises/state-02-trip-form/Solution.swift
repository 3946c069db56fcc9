import SwiftUI

/// Owns the trip being planned; the form edits it and the summary reads it.
struct TripPlanner: View {
    @State private var destination = ""
    @State private var nights = 2
    @State private var needsVisa = false

    var body: some View {
        VStack {
            TripForm(destination: $destination, nights: $nights, needsVisa: $needsVisa)
            TripSummary(destination: destination, nights: nights, needsVisa: needsVisa)
            Button("Start over", action: startOver)
        }
    }

    private func startOver() {
        destination = ""
        nights = 2
        needsVisa = false
    }
}

/// Edits the planner's values through bindings, so every change lands in `TripPlanner`.
struct TripForm: View {
    @Binding var destination: String
    @Binding var nights: Int
    @Binding var needsVisa: Bool

    var body: some View {
        VStack {
            TextField("Destination", text: $destination)
            Stepper("\(nights) nights", value: $nights, in: 1...14)
            Toggle("Visa needed", isOn: $needsVisa)
        }
    }
}

/// Only shows the trip, so it takes plain values.
struct TripSummary: View {
    let destination: String
    let nights: Int
    let needsVisa: Bool

    var body: some View {
        VStack {
            if destination.isEmpty {
                Text("Pick a destination")
            } else {
                Text("\(destination) for \(nights) nights")
            }
            if needsVisa {
                Text("Apply for the visa early")
            }
        }
    }
}

#Preview {
    @Previewable @State var destination = "Kyoto"
    @Previewable @State var nights = 5
    @Previewable @State var needsVisa = true
    TripForm(destination: $destination, nights: $nights, needsVisa: $needsVisa)
}
