// Mistake: stores itemCount and totalCents next to the lines and updates them in add, but
// forgets them in removeOne, so the badge and the total keep counting removed items.
// Expect: +   notified: lines
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
    private(set) var itemCount = 0
    private(set) var totalCents = 0

    func add(_ product: String, priceCents: Int) {
        if let index = lines.firstIndex(where: { $0.product == product }) {
            lines[index].quantity += 1
        } else {
            lines.append(CartLine(product: product, priceCents: priceCents, quantity: 1))
        }
        itemCount += 1
        totalCents += priceCents
    }

    func removeOne(_ product: String) {
        guard let index = lines.firstIndex(where: { $0.product == product }) else { return }
        if lines[index].quantity > 1 {
            lines[index].quantity -= 1
        } else {
            lines.remove(at: index)
        }
    }
}
