import Testing

@testable import HeadlessSwiftUI

@Observable
private final class Library {
    var title = "Shelf"
    var books = ["Dune"]
    var unrelated = 0
}

private struct BookRow: View {
    let library: Library
    let index: Int
    var body: some View { Text(library.books[index]) }
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View {
        VStack {
            Text(library.title)
            ForEach(library.books.indices, id: \.self) { BookRow(library: library, index: $0) }
        }
    }
}

private final class LegacyCounter: ObservableObject {
    @Published var value = 0
    var silent = 0
}

private struct LegacyView: View {
    @ObservedObject var counter: LegacyCounter
    var body: some View {
        VStack {
            Text("value \(counter.value) silent \(counter.silent)")
            Stepper("value", value: $counter.value)
        }
    }
}

@MainActor
@Suite struct ObservationTests {
    @Test func testObservableChangesOutsideInteractionsReRenderOnUpdate() {
        let library = Library()
        let app = ViewHarness(Shelf().environment(library))
        library.title = "Reading"
        library.books.append("Emma")
        app.update()
        #expect(app.visibleTexts() == ["Reading", "Dune", "Emma"])
    }

    @Test func testBodiesOnlyReRunForWhatTheyRead() {
        let library = Library()
        let app = ViewHarness(Shelf().environment(library))
        #expect(app.bodyCount(of: Shelf.self) == 1)
        #expect(app.bodyCount(of: BookRow.self) == 1)
        library.unrelated += 1
        app.update()
        #expect(app.bodyCount(of: Shelf.self) == 1, "no body reads `unrelated`")
        library.title = "New"
        app.update()
        #expect(app.bodyCount(of: Shelf.self) == 2)
        #expect(app.bodyCount(of: BookRow.self) == 1, "the row's inputs did not change")
        library.books.append("Emma")
        app.update()
        #expect(
            app.instanceBodyCounts(of: BookRow.self) == [2, 1],
            "the new row ran once; the first re-ran as it reads books")
    }

    @Test func testPublishedAndObjectWillChangeInvalidateLegacyViews() throws {
        let counter = LegacyCounter()
        let app = ViewHarness(LegacyView(counter: counter))
        try app.increment("value")
        #expect(app.contains(text: "value 1 silent 0"), Comment(rawValue: app.render()))
        counter.silent = 7
        app.update()
        #expect(!(app.contains(text: "silent 7")), "a plain property does not announce changes")
        counter.objectWillChange.send()
        app.update()
        #expect(app.contains(text: "value 1 silent 7"), Comment(rawValue: app.render()))
    }

    @Test func testStateObjectIsCreatedOncePerPosition() throws {
        final class Made: ObservableObject {
            nonisolated(unsafe) static var count = 0
            @Published var taps = 0
            init() { Made.count += 1 }
        }
        struct Owner: View {
            @StateObject private var model = Made()
            var body: some View { Button("taps \(model.taps)") { model.taps += 1 } }
        }
        Made.count = 0
        let app = ViewHarness(Owner())
        try app.tap("taps 0")
        try app.tap("taps 1")
        #expect(app.contains(text: "taps 2"))
        #expect(Made.count == 1)
    }
}
