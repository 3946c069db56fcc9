import SwiftUI

@Observable
final class Journal {
    var entries = ["Started the tutor"]
}

struct JournalApp: App {
    @State private var journal = Journal()

    var body: some Scene {
        WindowGroup {
            JournalView()
                .environment(journal)
        }
        #if os(macOS)
        Settings {
            Text("Settings")
        }
        #endif
    }
}

struct JournalView: View {
    @Environment(Journal.self) private var journal

    var body: some View {
        NavigationStack {
            List(journal.entries, id: \.self) { entry in
                Text(entry)
            }
            .navigationTitle("Journal")
        }
    }
}
