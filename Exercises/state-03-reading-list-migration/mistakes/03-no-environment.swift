// Mistake: deletes .environmentObject(list) without adding .environment(list), so AddBookBar
// finds no ReadingList and the app stops.
// Expect: No ReadingList found in the environment
import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
    var isFinished = false
}

@MainActor
@Observable
final class ReadingList {
    var owner: String
    var books: [Book] = []

    init(owner: String) {
        self.owner = owner
    }

    var finishedCount: Int { books.filter(\.isFinished).count }

    func add(_ title: String) {
        books.append(Book(id: books.count + 1, title: title))
    }
}

@MainActor
@Observable
final class BookDraft {
    var title = ""
}

struct ReadingScreen: View {
    @State private var list: ReadingList

    init(owner: String) {
        _list = State(initialValue: ReadingList(owner: owner))
    }

    var body: some View {
        VStack {
            Text("\(list.owner)'s books")
            Text("\(list.finishedCount) of \(list.books.count) finished")
            BookRows(list: list)
            AddBookBar()
        }
    }
}

struct BookRows: View {
    @Bindable var list: ReadingList

    var body: some View {
        ForEach($list.books) { $book in
            Toggle(book.title, isOn: $book.isFinished)
        }
    }
}

struct AddBookBar: View {
    @Environment(ReadingList.self) private var list
    @State private var draft = BookDraft()

    var body: some View {
        HStack {
            TextField("New book", text: $draft.title)
            Button("Add") {
                list.add(draft.title)
                draft.title = ""
            }
            .disabled(draft.title.isEmpty)
        }
    }
}
