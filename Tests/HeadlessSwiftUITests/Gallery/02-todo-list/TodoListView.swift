import SwiftUI

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

@Observable
final class TodoStore {
    var items: [TodoItem] = []
    private var nextID = 1

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(id: nextID, title: trimmed))
        nextID += 1
    }

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}

struct TodoListView: View {
    @State private var store = TodoStore()
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("New item", text: $draft)
                        .onSubmit(addDraft)
                    Button("Add", action: addDraft)
                        .disabled(draft.isEmpty)
                }
                Section("To do") {
                    ForEach(store.items) { item in
                        Text(item.title)
                    }
                    .onDelete(perform: store.delete)
                }
            }
            .navigationTitle("Groceries")
        }
    }

    private func addDraft() {
        store.add(draft)
        draft = ""
    }
}

#Preview {
    TodoListView()
}
