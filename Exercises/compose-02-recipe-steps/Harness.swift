import SwiftUI

/// Hosts the screen the way the app does: the parent picks the recipe and can move on.
struct KitchenHost: View {
    private let recipes = [
        Recipe(title: "Pancakes", steps: ["Whisk eggs and milk", "Fold in the flour", "Fry in butter"]),
        Recipe(title: "Omelette", steps: ["Beat the eggs", "Melt the butter", "Cook and fold"]),
    ]
    @State private var index = 0

    var body: some View {
        VStack {
            RecipeScreen(recipe: recipes[index])
            Button("Next recipe") { index = (index + 1) % recipes.count }
        }
    }
}

/// Cooks like a person: moves on a step, adds a guest, pauses, then picks the next recipe.
@main
struct KitchenHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(KitchenHost())
        print("== first look")
        print(app.visibleTexts().joined(separator: "\n"))
        try app.tap("Next step")
        try app.increment("Serves 2")
        print("== after Next step and one more serving")
        print(app.visibleTexts().joined(separator: "\n"))
        try app.toggle("Paused")
        print("== after pausing (the steps are dimmed, nothing else changes)")
        print(app.render())
        try app.toggle("Paused")
        try app.tap("Next recipe")
        print("== after resuming and moving to the next recipe")
        print(app.visibleTexts().joined(separator: "\n"))
    }
}
