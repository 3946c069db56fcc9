import SwiftUI

/// Hosts the learner's screen the way an app would: the handle belongs to the parent and can change.
struct ProfileHost: View {
    @State private var handle = "ada"

    var body: some View {
        VStack {
            ProfileScreen(name: "Ada Lovelace", handle: handle)
            Button("Rename") { handle = "countess" }
        }
    }
}

/// Uses the screen like a person: look, follow, then see the note after a rename.
@main
struct ProfileHarness {
    @MainActor
    static func main() throws {
        let screen = ViewHarness(ProfileHost())
        print("== first look")
        print(screen.visibleTexts().joined(separator: "\n"))
        try screen.tap("Follow")
        print("== after tapping Follow")
        print(screen.visibleTexts().joined(separator: "\n"))
        try screen.tap("Rename")
        print("== after the handle changes")
        print(screen.visibleTexts().joined(separator: "\n"))
    }
}
