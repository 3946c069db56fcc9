import SwiftUI

/// A tile with state of its own: how often the plant was watered today.
struct WateringTile: View {
    let plant: String
    @State private var waterings = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text(plant)
                .font(.headline)
            Text("Watered \(waterings) times today")
            Button("Water \(plant)") { waterings += 1 }
        }
    }
}

/// A greenhouse screen that uses the learner's card style both ways.
struct GreenhouseHost: View {
    @State private var fernIsDry = false

    var body: some View {
        VStack {
            WateringTile(plant: "Fern")
                .careCard(needsAttention: fernIsDry)
            Text("Next check at 6 pm")
                .careCard()
            Text("Misting is off")
                .modifier(CareCardStyle(needsAttention: true))
            Toggle("Fern is dry", isOn: $fernIsDry)
        }
    }
}

/// Looks at the cards, waters the fern twice, then the soil sensor reports it dry.
@main
struct GreenhouseHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(GreenhouseHost())
        print("== first look")
        print(app.render())
        try app.tap("Water Fern")
        try app.tap("Water Fern")
        try app.toggle("Fern is dry")
        print("== after watering twice, then the fern reads dry")
        print(app.render())
    }
}
