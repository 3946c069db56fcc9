// Alternative: the parts are subviews instead of private properties, the condition is written the other way round, and the badge has its own shape.
import SwiftUI

/// Something on the bakery's pre-order menu.
struct Pastry: Identifiable {
    let id: String
    let name: String
    let priceLabel: String
    let photo: String
    let isNew: Bool
}

extension Pastry {
    static let cardamomBun = Pastry(
        id: "cardamom-bun", name: "Cardamom bun", priceLabel: "€3.20", photo: "cardamom-bun", isNew: true)
    static let ryeLoaf = Pastry(
        id: "rye-loaf", name: "Rye sourdough", priceLabel: "€5.80", photo: "rye-loaf", isNew: false)
}

/// One menu line, built from three small subviews that both layouts share.
struct PastryRow: View {
    let pastry: Pastry
    let count: Int
    let onAdd: () -> Void
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if !dynamicTypeSize.isAccessibilitySize {
            HStack {
                PastryPhoto(photo: pastry.photo, isNew: pastry.isNew)
                PastryDetails(pastry: pastry, count: count)
                    .layoutPriority(1)
                Spacer()
                AddButton(action: onAdd)
            }
        } else {
            VStack(alignment: .leading) {
                PastryPhoto(photo: pastry.photo, isNew: pastry.isNew)
                PastryDetails(pastry: pastry, count: count)
                AddButton(action: onAdd)
            }
        }
    }
}

struct PastryPhoto: View {
    let photo: String
    let isNew: Bool

    var body: some View {
        Image(photo)
            .resizable()
            .scaledToFill()
            .frame(width: 56, height: 56)
            .clipShape(.rect(cornerRadius: 8))
            .overlay(alignment: .topLeading) {
                if isNew {
                    Text("New")
                        .font(.caption2)
                        .padding(.horizontal, 4)
                        .background(.yellow, in: .rect(cornerRadius: 4))
                }
            }
    }
}

struct PastryDetails: View {
    let pastry: Pastry
    let count: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text(pastry.name)
                .font(.headline)
            Text(pastry.priceLabel)
            if count > 0 {
                Text("\(count) in your order")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct AddButton: View {
    let action: () -> Void

    var body: some View {
        Button("Add", systemImage: "plus") { action() }
            .labelStyle(.iconOnly)
            .contentShape(.rect)
            .frame(minWidth: 44, minHeight: 44)
    }
}

/// The menu screen; it owns the order and hands each row its count.
struct BakeryMenu: View {
    private let pastries = [Pastry.cardamomBun, .ryeLoaf]
    @State private var order: [Pastry.ID: Int] = [:]

    var body: some View {
        List(pastries) { pastry in
            PastryRow(pastry: pastry, count: order[pastry.id, default: 0]) {
                add(pastry)
            }
        }
    }

    private func add(_ pastry: Pastry) {
        order[pastry.id, default: 0] += 1
    }
}

#Preview("Accessibility size") {
    BakeryMenu()
        .environment(\.dynamicTypeSize, .accessibility2)
}
