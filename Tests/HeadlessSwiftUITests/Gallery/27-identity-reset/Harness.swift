import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(QuizView())
        try app.type("42", into: "Answer")
        try app.type("remember units", into: "Notes")
        print(app.render())
        print("--- .id(questionNumber) gives the answer field a new identity, so its state resets")
        try app.tap("Next question")
        print(app.render())
        print("--- switching branches gives the notes field fresh state")
        try app.toggle("Show hint")
        print(app.render())
    }
}
