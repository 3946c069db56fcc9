import SwiftUI

/// Checks out a basket of three loaves, then closes the receipt, printing what changed on
/// screen after each tap and the animation each change got.
@main
struct CheckoutReceiptHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(BakeryCheckout())
        print("== first look")
        print(app.visibleTexts().joined(separator: " | "))
        try app.tap("Check out")
        print("== after tapping Check out")
        for change in app.changes() { print(change) }
        print(app.visibleTexts().joined(separator: " | "))
        try app.tap("Done")
        print("== after tapping Done")
        for change in app.changes() { print(change) }
        print(app.visibleTexts().joined(separator: " | "))
    }
}
