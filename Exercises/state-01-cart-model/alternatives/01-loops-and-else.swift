// Alternative: the attributes in the other order, totals added up with for-loops, and add
// written as if/else around an optional index.
import Observation

struct CartLine: Equatable {
    let product: String
    let priceCents: Int
    var quantity: Int
}

@Observable
@MainActor
final class Cart {
    private(set) var lines: [CartLine] = []
    var giftNote = ""

    var itemCount: Int {
        var count = 0
        for line in lines {
            count += line.quantity
        }
        return count
    }

    var totalCents: Int {
        var cents = 0
        for line in lines {
            cents += line.priceCents * line.quantity
        }
        return cents
    }

    func add(_ product: String, priceCents: Int) {
        let existing = lines.firstIndex { $0.product == product }
        if let existing {
            lines[existing].quantity += 1
        } else {
            lines.append(CartLine(product: product, priceCents: priceCents, quantity: 1))
        }
    }

    func removeOne(_ product: String) {
        if let position = lines.firstIndex(where: { $0.product == product }) {
            if lines[position].quantity == 1 {
                lines.remove(at: position)
            } else {
                lines[position].quantity -= 1
            }
        }
    }
}
