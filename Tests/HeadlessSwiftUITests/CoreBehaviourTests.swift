import Testing

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
@Suite struct CoreBehaviourTests {
    @Test func testRendersTreeWithStateAndReRendersAfterTap() throws {
        let app = ViewHarness(CounterView())
        #expect(
            app.render() == """
                VStack
                  Text "Count: 0"
                  Button "Increment"
                """)
        try app.tap("Increment")
        try app.tap("Increment")
        #expect(
            app.render() == """
                VStack
                  Text "Count: 2"
                  Button "Increment"
                  Text "More than one"
                """)
    }

    @Test func testUnknownButtonThrowsNotFoundListingWhatIsThere() {
        let app = ViewHarness(CounterView())
        #expect(throws: InteractionError.notFound(kind: "button", label: "Decrement", available: ["Increment"])) {
            try app.tap("Decrement")
        }
    }
}

private struct Highlight: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content.bold()
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}

@MainActor
@Suite struct CustomModifierTests {
    @Test func customModifierKeepsItsOwnStateAndWrapsItsContent() throws {
        let app = ViewHarness(Text("Title").modifier(Highlight()))
        try app.tap("Tapped 0")
        try app.tap("Tapped 1")
        #expect(
            app.render() == """
                VStack
                  Text "Title" .bold
                  Button "Tapped 2"
                """)
        #expect(app.bodyCount(of: CounterView.self) == 0)
        #expect(app.bodyCounts["Highlight"] == 3)
    }
}
