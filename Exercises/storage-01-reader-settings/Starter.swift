import SwiftUI

/// The sizes a reader can pick; the raw value is what the app saves.
enum TextSize: String, CaseIterable, Identifiable {
    case small, medium, large

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

/// The reader's settings screen. It works, until the app is launched again.
struct ReaderSettings: View {
    @State private var nightMode = false
    @State private var textSize = TextSize.medium
    @State private var readerName = ""

    var body: some View {
        Form {
            Toggle("Night mode", isOn: $nightMode)
            Picker("Text size", selection: $textSize) {
                ForEach(TextSize.allCases) { size in
                    Text(size.title).tag(size)
                }
            }
            TextField("Your name", text: $readerName)
        }
    }
}

/// The line above each chapter. It should greet the reader and describe the saved settings.
struct ChapterHeader: View {
    let chapter: Int

    var body: some View {
        VStack {
            Text("Welcome")
            Text("Chapter \(chapter)")
        }
    }
}
