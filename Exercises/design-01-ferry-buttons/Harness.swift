import SwiftUI

/// The ticket screen as the app shows it: the brand tint on top, plus a second
/// prominent button of the app's own that reuses the learner's style.
struct TicketScreen: View {
    @State private var shown = false

    var body: some View {
        VStack {
            SailingActions()
            Button(shown ? "Ticket on screen" : "Show ticket") {
                shown = true
            }
            .buttonStyle(.boarding)
        }
        .tint(.indigo)
    }
}

@main
struct FerryHarness {
    @MainActor
    static func main() throws {
        let app = ViewHarness(TicketScreen())
        print("== the ticket")
        print(app.render())
        try app.tap("Change sailing")
        print("== after Change sailing")
        print(app.visibleTexts().first ?? "(nothing on screen)")
        try app.tap("Cancel ticket")
        print("== after Cancel ticket")
        print(app.visibleTexts().first ?? "(nothing on screen)")
        try app.tap("Board now")
        try app.tap("Show ticket")
        print("== after Board now and Show ticket")
        print(app.visibleTexts().first ?? "(nothing on screen)")
        print(app.contains(text: "Ticket on screen") ? "ticket shown" : "ticket not shown")
    }
}
