// Alternative: offers the transition as `.receiptReveal` through a static member, and extracts the receipt into its own view.
import SwiftUI

struct ReceiptReveal: Transition {
    var drop: CGFloat = 24

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(y: phase.isIdentity ? 0 : drop)
    }
}

extension Transition where Self == ReceiptReveal {
    static var receiptReveal: ReceiptReveal { ReceiptReveal() }
}

struct PickupReceipt: View {
    let close: () -> Void

    var body: some View {
        VStack(spacing: 4) {
            Text("Collect at 8:00")
            Button("Done", action: close)
        }
    }
}

struct BakeryCheckout: View {
    @State private var loaves = 3
    @State private var isReceiptVisible = false

    var body: some View {
        VStack(spacing: 16) {
            Text("\(loaves) loaves in basket")
            Button("Check out") {
                loaves = 0
                isReceiptVisible = true
            }
            receiptArea
        }
        .padding()
    }

    private var receiptArea: some View {
        VStack(spacing: 8) {
            Text("Receipt")
                .font(.headline)
            if isReceiptVisible {
                PickupReceipt { isReceiptVisible = false }
                    .transition(.receiptReveal)
            }
        }
        .animation(.easeInOut, value: isReceiptVisible)
    }
}
