import SwiftUI

/// While a view arrives or leaves it sits 24 points lower and is transparent.
struct ReceiptReveal: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(y: phase.isIdentity ? 0 : 24)
    }
}

/// The checkout of a bakery's pre-order screen. "Check out" empties the basket and shows
/// the receipt; "Done" on the receipt closes it. Only the receipt is animated.
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
                    .transition(ReceiptReveal())
                }
            }
            .animation(.easeInOut, value: showReceipt)
        }
        .padding()
    }

    private func checkOut() {
        loavesInBasket = 0
        showReceipt = true
    }
}
