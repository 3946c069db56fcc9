// Mistake: the form keeps its own @State copies, so edits never reach TripPlanner and its summary stays "Pick a destination".
// Expect: output
// Expect: Lisbon for 2 nights
import SwiftUI

struct TripPlanner: View {
    @State private var destination = ""
    @State private var nights = 2
    @State private var needsVisa = false

    var body: some View {
        VStack {
            TripForm()
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

struct TripForm: View {
    @State private var destination = ""
    @State private var nights = 2
    @State private var needsVisa = false

    var body: some View {
        VStack {
            TextField("Destination", text: $destination)
            Stepper("\(nights) nights", value: $nights, in: 1...14)
            Toggle("Visa needed", isOn: $needsVisa)
        }
    }
}

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
    TripForm()
}
