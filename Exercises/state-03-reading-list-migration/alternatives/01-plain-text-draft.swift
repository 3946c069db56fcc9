// Alternative: the bar keeps its draft as a plain @State string instead of a BookDraft object,
// the screen passes the list to the rows' Bindable inside body, and the list is built by a
// helper initializer on the screen.
import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
    var isFinished = false
}

@Observable
@MainActor
final class ReadingList {
    var owner: String
    var books: [Book] = []

    init(owner: String) {
        self.owner = owner
    }

    var finishedCount: Int {
        books.reduce(0) { $0 + ($1.isFinished ? 1 : 0) }
    }

    func add(_ title: String) {
        books.append(Book(id: books.count + 1, title: title))
    }
}

@Observable
@MainActor
final class BookDraft {
    var title = ""
}

struct ReadingScreen: View {
    @State private var list: ReadingList

    init(owner: String) {
        self._list = State(wrappedValue: ReadingList(owner: owner))
    }

    var body: some View {
        VStack {
            Text("\(list.owner)'s books")
            Text("\(list.finishedCount) of \(list.books.count) finished")
            BookRows(list: list)
            AddBookBar()
        }
        .environment(list)
    }
}

struct BookRows: View {
    let list: ReadingList

    var body: some View {
        @Bindable var list = list
        ForEach($list.books) { $book in
            Toggle(book.title, isOn: $book.isFinished)
        }
    }
}

struct AddBookBar: View {
    @Environment(ReadingList.self) private var list
    @State private var title = ""

    var body: some View {
        HStack {
            TextField("New book", text: $title)
            Button("Add", action: addBook)
                .disabled(title.isEmpty)
        }
    }

    private func addBook() {
        list.add(title)
        title = ""
    }
}
