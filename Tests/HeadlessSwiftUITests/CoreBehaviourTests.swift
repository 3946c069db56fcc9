import XCTest
@testable import HeadlessSwiftUI

@MainActor
private struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            if count > 1 {
                Text("More than one")
            }
        }
    }
}

@MainActor
final class CoreBehaviourTests: XCTestCase {
    func testRendersTreeWithStateAndReRendersAfterTap() throws {
        let app = ViewHarness(CounterView())
        XCTAssertEqual(app.render(), """
            VStack
              Text "Count: 0"
              Button "Increment"
            """)
        try app.tap("Increment")
        try app.tap("Increment")
        XCTAssertEqual(app.render(), """
            VStack
              Text "Count: 2"
              Button "Increment"
              Text "More than one"
            """)
    }

    func testUnknownButtonThrowsNotFoundListingWhatIsThere() {
        let app = ViewHarness(CounterView())
        XCTAssertThrowsError(try app.tap("Decrement")) { error in
            XCTAssertEqual(error as? InteractionError, .notFound(kind: "button", label: "Decrement", available: ["Increment"]))
        }
    }
}
