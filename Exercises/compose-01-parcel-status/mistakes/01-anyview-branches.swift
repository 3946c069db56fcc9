// Mistake: silences the type error by wrapping every branch in AnyView and returning it, which
// hides the real views from SwiftUI instead of letting a builder keep them.
// Expect: forbid
import SwiftUI

/// Where a parcel is on its way to the customer.
enum DeliveryStage: Equatable {
    case ordered
    case packing
    case shipped(carrier: String)
    case delivered(day: String)
}

/// One parcel the customer is waiting for.
struct Parcel: Identifiable, Equatable {
    let id: Int
    let name: String
    var stage: DeliveryStage
    var isLate = false
}

/// One parcel in the tracking list: its name, how far it got, and a note when it runs late.
struct ParcelRow: View {
    let parcel: Parcel

    var body: some View {
        VStack(alignment: .leading) {
            Text(parcel.name)
                .font(.headline)
            stageLine(for: parcel.stage)
            lateNote
        }
    }

    private func stageLine(for stage: DeliveryStage) -> some View {
        switch stage {
        case .ordered:
            return AnyView(Text("Ordered").foregroundStyle(.secondary))
        case .packing:
            return AnyView(ProgressView("Packing"))
        case .shipped(let carrier):
            return AnyView(Label("On its way with \(carrier)", systemImage: "shippingbox"))
        case .delivered(let day):
            return AnyView(Label("Delivered \(day)", systemImage: "checkmark.circle").foregroundStyle(.green))
        }
    }

    @ViewBuilder
    private var lateNote: some View {
        if parcel.isLate {
            Text("Running late")
                .font(.caption)
                .foregroundStyle(.orange)
        }
    }
}
