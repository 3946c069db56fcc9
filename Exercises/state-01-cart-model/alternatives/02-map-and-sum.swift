// Alternative: totals built with map and reduce(0, +) through a private helper, and removeOne
// drops emptied lines with removeAll(where:).
import Observation

struct CartLine: Equatable {
    let product: String
    let priceCents: Int
    var quantity: Int
}

@MainActor
@Observable
final class Cart {
    private(set) var lines: [CartLine] = []
    var giftNote = ""

    var itemCount: Int { lines.map(\.quantity).reduce(0, +) }
    var totalCents: Int { lines.map { $0.priceCents * $0.quantity }.reduce(0, +) }

    func add(_ product: String, priceCents: Int) {
        guard let index = position(of: product) else {
            lines.append(CartLine(product: product, priceCents: priceCents, quantity: 1))
            return
        }
        lines[index].quantity += 1
    }

    func removeOne(_ product: String) {
        guard let index = position(of: product) else { return }
        lines[index].quantity -= 1
        lines.removeAll { $0.quantity == 0 }
    }

    private func position(of product: String) -> Int? {
        lines.firstIndex { $0.product == product }
    }
}
