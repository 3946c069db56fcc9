// Mistake: makes the file compile by turning every stage back into plain text, so the spinner
// and the icons are gone, and the helper still is no @ViewBuilder.
// Expect: missing-viewbuilder
// Expect: +     Text "Packing"
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
            Text("Ordered")
                .foregroundStyle(.secondary)
        case .packing:
            Text("Packing")
        case .shipped(let carrier):
            Text("On its way with \(carrier)")
        case .delivered(let day):
            Text("Delivered \(day)")
                .foregroundStyle(.green)
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
