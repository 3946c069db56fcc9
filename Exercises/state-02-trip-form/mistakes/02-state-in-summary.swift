// Mistake: the summary declares the values it is handed as @State, so it keeps showing the first ones.
// Expect: state-passed-value
// Expect: Lisbon for 2 nights
import SwiftUI

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

struct TripSummary: View {
    @State var destination: String
    @State var nights: Int
    @State var needsVisa: Bool

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
