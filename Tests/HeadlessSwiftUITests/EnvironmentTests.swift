import Testing

@testable import HeadlessSwiftUI

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }

    @Entry var testAccent: String = "blue"
}

private struct Greeter: View {
    @Environment(\.greeting) private var greeting
    @Environment(\.testAccent) private var accent
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text("\(greeting) \(accent) \(scheme == .dark ? "dark" : "light")") }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func testKeyPathsCustomKeysAndEntryMacro() {
        #expect(ViewHarness(Greeter()).visibleTexts() == ["Hello blue light"])
        let customised = ViewHarness(
            Greeter().environment(\.greeting, "Hi").environment(\.testAccent, "red")
        ) { $0.colorScheme = .dark }
        #expect(customised.visibleTexts() == ["Hi red dark"])
    }

    @Test func testEnvironmentChangeReRunsReaderBody() throws {
        struct Host: View {
            @State private var formal = false
            var body: some View {
                VStack {
                    Toggle("formal", isOn: $formal)
                    Greeter().environment(\.greeting, formal ? "Good day" : "Hey")
                }
            }
        }
        let app = ViewHarness(Host())
        try app.toggle("formal")
        #expect(app.contains(text: "Good day blue light"), Comment(rawValue: app.render()))
    }

    @Test func testDismissClosesTheSheetThatContainsTheView() throws {
        struct SheetContent: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        struct Host: View {
            @State private var open = false
            var body: some View {
                Button("Open") { open = true }
                    .sheet(isPresented: $open) { SheetContent() }
            }
        }
        let app = ViewHarness(Host())
        try app.tap("Open")
        #expect(
            app.render() == """
                Button "Open"
                  Sheet
                    Button "Close"
                """)
        try app.tap("Close")
        #expect(app.render() == "Button \"Open\"")
    }

    @Test func testDisabledFlowsDownToControls() {
        struct Host: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Toggle("t", isOn: $on)
                    Button("b") {}
                }
                .disabled(true)
            }
        }
        let app = ViewHarness(Host())
        #expect(throws: InteractionError.disabled(kind: "toggle", label: "t")) {
            try app.toggle("t")
        }
        #expect(app.render().contains("Button \"b\" disabled"))
    }
}
