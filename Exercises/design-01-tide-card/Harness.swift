import SwiftUI

/// Two harbours on one board; the second board squeezes only the lower card.
struct TideBoard: View {
    var body: some View {
        VStack {
            TideCard(harbour: "Porthgain", highWater: "High 06:12", lowWater: "Low 12:31", note: "Spring tide")
            TideCard(harbour: "Solva", highWater: "High 06:40", lowWater: "Low 12:58", note: "Neap tide")
                .environment(\.tideTheme, .compact)
        }
    }
}

@main
struct TideHarness {
    @MainActor
    static func main() {
        let card = TideCard(harbour: "Porthgain", highWater: "High 06:12", lowWater: "Low 12:31", note: "Spring tide")
        print("== standard theme")
        print(ViewHarness(card).render())
        print("== compact theme for the whole app")
        print(ViewHarness(card) { $0.tideTheme = .compact }.render())
        print("== compact theme for the second card only")
        print(ViewHarness(TideBoard()).render())
    }
}
