// Mistake: writes the cart the pre-iOS 17 way, as an ObservableObject with @Published properties,
// because that is what older tutorials show.
// Expect: observable-object
import SwiftUI

struct CartLine: Equatable {
    let product: String
    let priceCents: Int
    var quantity: Int
}

@MainActor
final class Cart: ObservableObject {
    @Published private(set) var lines: [CartLine] = []
    @Published var giftNote = ""

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
