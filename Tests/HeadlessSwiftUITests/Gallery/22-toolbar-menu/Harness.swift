import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(NotesView())
        try app.tap("New Note")
        try app.tap("Z to A")
        print(app.render())
        do {
            try app.tap("Delete")
        } catch {
            print("tap Delete: \(error)")
        }
        do {
            try app.tap("Duplicate")
        } catch {
            print("tap Duplicate: \(error)")
        }
        try app.tap("Delete", within: "Ideas")
        try app.tap("Duplicate", within: "Groceries")
        print("--- deleted Ideas, duplicated Groceries")
        print(app.visibleTexts().joined(separator: ", "))
    }
}
