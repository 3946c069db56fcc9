// Alternative: the three values travel together in one Trip struct behind a single @Binding, and the form is a Form with a section.
import SwiftUI

struct Trip {
    var destination = ""
    var nights = 2
    var needsVisa = false
}

struct TripPlanner: View {
    @State private var trip = Trip()

    var body: some View {
        VStack {
            TripForm(trip: $trip)
            TripSummary(trip: trip)
            Button("Start over") { trip = Trip() }
        }
    }
}

struct TripForm: View {
    @Binding var trip: Trip

    var body: some View {
        Form {
            Section("Your trip") {
                TextField("Destination", text: $trip.destination)
                Stepper("\(trip.nights) nights", value: $trip.nights, in: 1...14)
                Toggle("Visa needed", isOn: $trip.needsVisa)
            }
        }
    }
}

struct TripSummary: View {
    let trip: Trip

    private var headline: String {
        trip.destination.isEmpty ? "Pick a destination" : "\(trip.destination) for \(trip.nights) nights"
    }

    var body: some View {
        VStack {
            Text(headline)
            if trip.needsVisa {
                Text("Apply for the visa early")
            }
        }
    }
}

#Preview {
    @Previewable @State var trip = Trip(destination: "Kyoto", nights: 5, needsVisa: true)
    TripForm(trip: $trip)
}
