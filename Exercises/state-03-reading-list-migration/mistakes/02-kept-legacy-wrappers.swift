// Mistake: fixes the two bugs with the legacy tools (@StateObject for the draft, the list built
// inside the autoclosure) but never moves to Observation.
// Expect: observable-object
// Expect: environment-object
import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
    var isFinished = false
}

final class ReadingList: ObservableObject {
    @Published var owner: String
    @Published var books: [Book] = []

    init(owner: String) {
        self.owner = owner
    }

    var finishedCount: Int { books.filter(\.isFinished).count }

    func add(_ title: String) {
        books.append(Book(id: books.count + 1, title: title))
    }
}

final class BookDraft: ObservableObject {
    @Published var title = ""
}

struct ReadingScreen: View {
    @StateObject private var list: ReadingList

    init(owner: String) {
        _list = StateObject(wrappedValue: ReadingList(owner: owner))
    }

    var body: some View {
        VStack {
            Text("\(list.owner)'s books")
            Text("\(list.finishedCount) of \(list.books.count) finished")
            BookRows(list: list)
            AddBookBar()
        }
        .environmentObject(list)
    }
}

struct BookRows: View {
    @ObservedObject var list: ReadingList

    var body: some View {
        ForEach($list.books) { $book in
            Toggle(book.title, isOn: $book.isFinished)
        }
    }
}

struct AddBookBar: View {
    @EnvironmentObject var list: ReadingList
    @StateObject private var draft = BookDraft()

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
