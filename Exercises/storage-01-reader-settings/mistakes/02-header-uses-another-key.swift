// Mistake: the header spells the night-mode key differently, so it reads a value nobody writes.
// Expect: output
// Expect: night pages
import SwiftUI

/// The sizes a reader can pick; the raw value is what the app saves.
enum TextSize: String, CaseIterable, Identifiable {
    case small, medium, large

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

/// The reader's settings screen. Every value outlives a relaunch.
struct ReaderSettings: View {
    @AppStorage("reader.nightMode") private var nightMode = false
    @AppStorage("reader.textSize") private var textSize = TextSize.medium
    @AppStorage("reader.name") private var readerName = ""

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

/// The line above each chapter, drawn from the same saved settings.
struct ChapterHeader: View {
    let chapter: Int
    @AppStorage("nightMode") private var nightMode = false
    @AppStorage("reader.textSize") private var textSize = TextSize.medium
    @AppStorage("reader.name") private var readerName = ""

    var body: some View {
        VStack {
            Text(readerName.isEmpty ? "Welcome" : "Welcome back, \(readerName)")
            Text("Chapter \(chapter) · \(textSize.title) text · \(nightMode ? "night" : "day") pages")
        }
    }
}

#Preview {
    ChapterHeader(chapter: 1)
}
