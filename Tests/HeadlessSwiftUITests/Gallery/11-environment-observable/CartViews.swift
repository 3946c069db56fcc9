import SwiftUI

@Observable
final class Cart {
    var items: [String] = []
    var note = ""
    var total: Int { items.count * 5 }
}

struct ShopView: View {
    @State private var cart = Cart()

    var body: some View {
        VStack {
            ProductRow(name: "Apple")
            ProductRow(name: "Pear")
            CartSummary()
        }
        .environment(cart)
    }
}

struct ProductRow: View {
    let name: String
    @Environment(Cart.self) private var cart

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button("Add \(name)") { cart.items.append(name) }
        }
    }
}

struct CartSummary: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        @Bindable var cart = cart
        VStack(alignment: .leading) {
            Text("\(cart.items.count) items, $\(cart.total)")
            TextField("Note", text: $cart.note)
            if !cart.note.isEmpty {
                Text("Note: \(cart.note)")
                    .italic()
            }
        }
    }
}

#Preview {
    ShopView()
}
