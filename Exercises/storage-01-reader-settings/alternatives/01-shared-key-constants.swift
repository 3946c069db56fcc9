// Alternative: the keys and defaults live in one place, and the header's lines are computed properties.
import SwiftUI

enum TextSize: String, CaseIterable, Identifiable {
    case small, medium, large

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

/// One spelling of every key, so two screens cannot drift apart.
enum ReaderKey {
    static let nightMode = "reader.nightMode"
    static let textSize = "reader.textSize"
    static let name = "reader.name"
}

struct ReaderSettings: View {
    @AppStorage(ReaderKey.nightMode) private var isNight = false
    @AppStorage(ReaderKey.textSize) private var size = TextSize.medium
    @AppStorage(ReaderKey.name) private var name = ""

    var body: some View {
        Form {
            Toggle("Night mode", isOn: $isNight)
            Picker("Text size", selection: $size) {
                ForEach(TextSize.allCases) { Text($0.title).tag($0) }
            }
            TextField("Your name", text: $name)
        }
    }
}

struct ChapterHeader: View {
    let chapter: Int
    @AppStorage(ReaderKey.nightMode) private var isNight = false
    @AppStorage(ReaderKey.textSize) private var size = TextSize.medium
    @AppStorage(ReaderKey.name) private var name = ""

    private var greeting: String {
        name.isEmpty ? "Welcome" : "Welcome back, \(name)"
    }

    private var details: String {
        let pages = isNight ? "night" : "day"
        return "Chapter \(chapter) · \(size.title) text · \(pages) pages"
    }

    var body: some View {
        VStack {
            Text(greeting)
            Text(details)
        }
    }
}
