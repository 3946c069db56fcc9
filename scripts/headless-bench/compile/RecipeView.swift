import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
    var isFavorite = false
}

@Observable
final class RecipeBook {
    var recipes = [
        Recipe(id: 1, name: "Pancakes", minutes: 20),
        Recipe(id: 2, name: "Omelette", minutes: 10),
    ]
    var filter = ""

    var visible: [Recipe] {
        filter.isEmpty ? recipes : recipes.filter { $0.name.localizedCaseInsensitiveContains(filter) }
    }
}

struct RecipeView: View {
    @State private var book = RecipeBook()
    @State private var showAdd = false
    @State private var newName = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(book.visible) { recipe in
                    NavigationLink(value: recipe) {
                        HStack {
                            Text(recipe.name)
                            Spacer()
                            Text("\(recipe.minutes) min").foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .searchable(text: $book.filter)
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name).font(.largeTitle)
            }
            .toolbar {
                Button("Add", systemImage: "plus") { showAdd = true }
            }
            .sheet(isPresented: $showAdd) {
                Form {
                    TextField("Name", text: $newName)
                    Button("Save") {
                        book.recipes.append(Recipe(id: book.recipes.count + 1, name: newName, minutes: 15))
                        showAdd = false
                    }
                    .disabled(newName.isEmpty)
                }
            }
        }
    }
}
