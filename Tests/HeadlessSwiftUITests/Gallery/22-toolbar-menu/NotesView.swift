import SwiftUI

struct NotesView: View {
    @State private var notes = ["Groceries", "Ideas"]
    @State private var sortAscending = true
    @State private var isEditing = false

    private var sorted: [String] {
        sortAscending ? notes.sorted() : notes.sorted(by: >)
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sorted, id: \.self) { note in
                    Text(note)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                notes.removeAll { $0 == note }
                            }
                        }
                        .contextMenu {
                            Button("Duplicate") { notes.append(note + " copy") }
                        }
                }
            }
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("A to Z") { sortAscending = true }
                        Button("Z to A") { sortAscending = false }
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("New Note") { notes.append("Untitled") }
                    Spacer()
                    Text("\(notes.count) notes")
                }
            }
        }
    }
}

#Preview {
    NotesView()
}
