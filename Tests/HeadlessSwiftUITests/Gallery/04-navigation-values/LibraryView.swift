import SwiftUI

struct Book: Hashable, Identifiable {
    let id: Int
    let title: String
    let author: String
}

struct Author: Hashable {
    let name: String
}

struct LibraryView: View {
    @State private var path: [Book] = []
    private let books = [
        Book(id: 1, title: "Dune", author: "Frank Herbert"),
        Book(id: 2, title: "Emma", author: "Jane Austen"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(books) { book in
                NavigationLink(book.title, value: book)
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
        }
    }
}

struct BookDetail: View {
    let book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title).font(.title)
            NavigationLink("More by \(book.author)", value: Author(name: book.author))
            Button("Back to list") { dismiss() }
        }
        .navigationTitle(book.title)
        .navigationDestination(for: Author.self) { author in
            Text("Books by \(author.name)")
                .navigationTitle(author.name)
        }
    }
}

#Preview {
    LibraryView()
}
