import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(TodoListView())
        print(app.render())
        try app.type("Milk", into: "New item")
        try app.tap("Add")
        try app.type("Eggs", into: "New item")
        try app.submit("New item")
        try app.type("Bread", into: "New item")
        try app.tap("Add")
        try app.delete(row: "Eggs")
        print("--- after adding three and deleting one")
        print(app.render())
    }
}
