import SwiftUI

/// A recipe: its title and the steps to cook it, in order.
struct Recipe {
    let title: String
    let steps: [String]
}

/// Shows one step at a time and remembers where the cook is.
struct StepsCard: View {
    let steps: [String]
    @State private var current = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Step \(current + 1) of \(steps.count): \(steps[current])")
            Button("Next step") { current += 1 }
                .disabled(current == steps.count - 1)
        }
    }
}

/// How many people this cooking session is for.
struct ServingsControl: View {
    @State private var servings = 2

    var body: some View {
        Stepper("Serves \(servings)", value: $servings, in: 1...8)
    }
}

/// The cooking screen for one recipe.
struct RecipeScreen: View {
    let recipe: Recipe
    @State private var isPaused = false

    var body: some View {
        VStack {
            Text(recipe.title)
                .font(.title2)
            Group {
                ServingsControl()
                StepsCard(steps: recipe.steps)
                    .opacity(isPaused ? 0.5 : 1)
            }
            .id(recipe.title)
            Toggle("Paused", isOn: $isPaused)
        }
    }
}
