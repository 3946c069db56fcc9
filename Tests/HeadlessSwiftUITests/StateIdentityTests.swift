import Testing

@testable import HeadlessSwiftUI

private struct Tally: View {
    let title: String
    @State private var count = 0

    var body: some View {
        Button("\(title) \(count)") { count += 1 }
    }
}

private struct IdentityHost: View {
    @State private var showFirst = true
    @State private var showTally = true
    @State private var generation = 0
    @State private var title = "A"

    var body: some View {
        VStack {
            if showFirst {
                Tally(title: "first")
            } else {
                Tally(title: "second")
            }
            if showTally {
                Tally(title: "optional")
            }
            Tally(title: "gen").id(generation)
            Tally(title: title)
            Button("switch") { showFirst.toggle() }
            Button("hide") { showTally.toggle() }
            Button("regenerate") { generation += 1 }
            Button("rename") { title = "B" }
        }
    }
}

@MainActor
@Suite struct StateIdentityTests {
    @Test func testStatePersistsWhenOnlyInputsChange() throws {
        let app = ViewHarness(IdentityHost())
        try app.tap("A 0")
        try app.tap("A 1")
        try app.tap("rename")
        #expect(app.contains(text: "B 2"), Comment(rawValue: app.render()))
    }

    @Test func testBranchSwitchResetsState() throws {
        let app = ViewHarness(IdentityHost())
        try app.tap("first 0")
        try app.tap("switch")
        #expect(app.contains(text: "second 0"), Comment(rawValue: app.render()))
        try app.tap("switch")
        #expect(app.contains(text: "first 0"), "state of the first branch must not survive leaving it")
    }

    @Test func testRemovedViewDropsItsState() throws {
        let app = ViewHarness(IdentityHost())
        try app.tap("optional 0")
        try app.tap("hide")
        #expect(!(app.contains(text: "optional")))
        try app.tap("hide")
        #expect(app.contains(text: "optional 0"), Comment(rawValue: app.render()))
    }

    @Test func testIdModifierResetsStateWhenValueChanges() throws {
        let app = ViewHarness(IdentityHost())
        try app.tap("gen 0")
        #expect(app.contains(text: "gen 1"))
        try app.tap("regenerate")
        #expect(app.contains(text: "gen 0"), Comment(rawValue: app.render()))
    }

    @Test func testForEachKeepsStatePerIdentifierAcrossReordering() throws {
        struct Row: View {
            let name: String
            @State private var taps = 0
            var body: some View { Button("\(name):\(taps)") { taps += 1 } }
        }
        struct Rows: View {
            @State private var names = ["x", "y"]
            var body: some View {
                VStack {
                    ForEach(names, id: \.self) { Row(name: $0) }
                    Button("reverse") { names.reverse() }
                }
            }
        }
        let app = ViewHarness(Rows())
        try app.tap("y:0")
        try app.tap("reverse")
        #expect(app.visibleTexts() == ["y:1", "x:0", "reverse"])
    }

    @Test func testBindingWritesThroughToOwnerAndConstantIgnoresWrites() throws {
        struct Settings: Equatable { var volume = 1 }
        struct Child: View {
            @Binding var volume: Int
            var body: some View { Button("louder \(volume)") { volume += 1 } }
        }
        struct Parent: View {
            @State private var settings = Settings()
            var body: some View {
                VStack {
                    Child(volume: $settings.volume)
                    Text("parent sees \(settings.volume)")
                }
            }
        }
        let app = ViewHarness(Parent())
        try app.tap("louder 1")
        #expect(app.contains(text: "parent sees 2"))
        let constant = ViewHarness(Child(volume: .constant(5)))
        try constant.tap("louder 5")
        #expect(constant.contains(text: "louder 5"))
    }
}
