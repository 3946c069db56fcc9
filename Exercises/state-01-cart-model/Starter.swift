import Observation

/// One product in the cart and how many of it the shopper wants.
struct CartLine: Equatable {
    let product: String
    let priceCents: Int
    var quantity: Int
}

// Step 1: views must be told when this cart changes, and SwiftUI reads it
// on the main actor. Add the two attributes that say so.
final class Cart {
    private(set) var lines: [CartLine] = []
    var giftNote = ""

    // Step 2: derive both numbers from `lines` instead of returning 0.
    var itemCount: Int { 0 }
    var totalCents: Int { 0 }

    func add(_ product: String, priceCents: Int) {
        // Step 3: a product already in the cart gets one more; a new one
        // becomes a line with quantity 1 at the end of `lines`.
    }

    func removeOne(_ product: String) {
        // Step 4: take one away; drop the line when none is left.
        // Asking for a product that is not in the cart changes nothing.
    }
}
