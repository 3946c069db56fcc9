// Alternative: wraps only the receipt's flag in withAnimation; the basket count is changed outside it, so it is not animated.
import SwiftUI

struct ReceiptReveal: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        let away = !phase.isIdentity
        return content
            .opacity(away ? 0 : 1)
            .offset(y: away ? 24 : 0)
    }
}

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
                        Button("Done", action: closeReceipt)
                    }
                    .transition(ReceiptReveal())
                }
            }
        }
        .padding()
    }

    private func checkOut() {
        loavesInBasket = 0
        withAnimation(.easeInOut) { showReceipt = true }
    }

    private func closeReceipt() {
        withAnimation(.easeInOut) { showReceipt = false }
    }
}
