import SwiftUI

/// A tracking screen with one parcel, built from the learner's `ParcelRow`.
struct LampTracker: View {
    @State private var lamp = Parcel(id: 1, name: "Desk lamp", stage: .ordered)

    var body: some View {
        VStack {
            ParcelRow(parcel: lamp)
            Button("Advance", action: advance)
            Button("Report a delay", action: reportDelay)
        }
    }

    private func advance() {
        switch lamp.stage {
        case .ordered: lamp.stage = .packing
        case .packing: lamp.stage = .shipped(carrier: "DPD")
        case .shipped: lamp.stage = .delivered(day: "Friday")
        case .delivered: break
        }
    }

    private func reportDelay() {
        lamp.isLate = true
    }
}

@main
struct ParcelHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(LampTracker())
        print("== first look")
        print(app.render())
        for label in ["Advance", "Report a delay", "Advance", "Advance"] {
            try app.tap(label)
            print("== after tapping \"\(label)\"")
            print(app.render())
        }
    }
}
