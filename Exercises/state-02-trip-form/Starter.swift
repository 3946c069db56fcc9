import SwiftUI

/// Owns the trip being planned. Finished except for the two TODO lines.
struct TripPlanner: View {
    @State private var destination = ""
    @State private var nights = 2
    @State private var needsVisa = false

    var body: some View {
        VStack {
            TripForm()       // TODO: let the form edit the three values above
            TripSummary()    // TODO: let the summary show them
            Button("Start over", action: startOver)
        }
    }

    private func startOver() {
        destination = ""
        nights = 2
        needsVisa = false
    }
}

/// TODO: a "Destination" text field, a "<n> nights" stepper (1 to 14) and a
/// "Visa needed" toggle, all editing TripPlanner's values.
struct TripForm: View {
    var body: some View {
        Text("The form goes here")
    }
}

/// TODO: "Pick a destination" while the destination is empty, otherwise
/// "<destination> for <n> nights"; below it "Apply for the visa early" when a visa is needed.
struct TripSummary: View {
    var body: some View {
        Text("The summary goes here")
    }
}

// TODO: make this preview work: it should show TripForm editing these sample values.
#Preview {
    @State var destination = "Kyoto"
    @State var nights = 5
    @State var needsVisa = true
    TripForm()
}
