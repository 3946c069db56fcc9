// Mistake: makes the cart @Observable but leaves out @MainActor, so nothing says which actor
// the views' model lives on.
// Expect: observable-missing-mainactor
import Observation

struct CartLine: Equatable {
    let product: String
    let priceCents: Int
    var quantity: Int
}

@Observable
final class Cart {
    private(set) var lines: [CartLine] = []
    var giftNote = ""

    var itemCount: Int {
        lines.reduce(0) { $0 + $1.quantity }
    }

    var totalCents: Int {
        lines.reduce(0) { $0 + $1.priceCents * $1.quantity }
    }

    func add(_ product: String, priceCents: Int) {
        if let index = lines.firstIndex(where: { $0.product == product }) {
            lines[index].quantity += 1
        } else {
            lines.append(CartLine(product: product, priceCents: priceCents, quantity: 1))
        }
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
