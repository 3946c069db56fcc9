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

/// One menu line. Side by side at ordinary text sizes; one part under the other at the
/// accessibility sizes, where a row of huge text would leave the name a few letters wide.
struct PastryRow: View {
    let pastry: Pastry
    let count: Int
    let onAdd: () -> Void
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        if typeSize.isAccessibilitySize {
            VStack(alignment: .leading) {
                thumbnail
                details
                addButton
            }
        } else {
            HStack {
                thumbnail
                details
                    .layoutPriority(1)
                Spacer()
                addButton
            }
        }
    }

    private var thumbnail: some View {
        Image(pastry.photo)
            .resizable()
            .scaledToFill()
            .frame(width: 56, height: 56)
            .clipShape(.rect(cornerRadius: 8))
            .overlay(alignment: .topLeading) {
                if pastry.isNew {
                    Text("New")
                        .font(.caption2)
                        .padding(4)
                        .background(.yellow, in: .capsule)
                }
            }
    }

    private var details: some View {
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

    private var addButton: some View {
        Button("Add", systemImage: "plus") { onAdd() }
            .labelStyle(.iconOnly)
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
