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

/// One menu line: the photo (with a "New" badge for new pastries), the name and price, and
/// an Add button. TODO: build it as the exercise describes; this draft only shows the name.
struct PastryRow: View {
    let pastry: Pastry
    let count: Int
    let onAdd: () -> Void

    var body: some View {
        Text(pastry.name)
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
