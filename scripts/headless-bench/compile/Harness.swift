import SwiftUI

@main
struct BenchmarkHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(RecipeView())
        try app.tap("Add")
        try app.type("Soup", into: "Name")
        try app.tap("Save")
        print(app.render())
    }
}
