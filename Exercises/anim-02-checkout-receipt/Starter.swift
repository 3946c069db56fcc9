import SwiftUI

/// The checkout of a bakery's pre-order screen. "Check out" empties the basket and shows
/// the receipt; "Done" on the receipt closes it. The receipt is meant to rise into place
/// and fade in, then sink and fade out, but it only pops in and out.
struct BakeryCheckout: View {
    @State private var loavesInBasket = 3
    @State private var showReceipt = false

    var body: some View {
        VStack(spacing: 16) {
            Text("\(loavesInBasket) loaves in basket")
            Button("Check out", action: checkOut)
            VStack(spacing: 8) {
                Text("Receipt")
                    .font(.headline)
                if showReceipt {
                    VStack(spacing: 4) {
                        Text("Collect at 8:00")
                        Button("Done") { showReceipt = false }
                    }
                    .opacity(showReceipt ? 1 : 0)
                    .offset(y: showReceipt ? 0 : 24)
                    .transition(.opacity)
                    .animation(.easeInOut, value: showReceipt)
                }
            }
        }
        .padding()
    }

    private func checkOut() {
        loavesInBasket = 0
        showReceipt = true
    }
}
