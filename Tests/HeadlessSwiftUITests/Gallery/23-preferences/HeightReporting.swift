import SwiftUI

struct TitleWidthKey: PreferenceKey {
    typealias Value = CGFloat

    static func reduce(value widest: inout Value, nextValue next: () -> Value) {
        widest = max(widest, next())
    }

    static var defaultValue: Value { 0 }
}

struct TitleCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct ReportingList: View {
    @State private var widest: CGFloat = 0
    @State private var count = 0
    @State private var titles = ["Short", "A much longer title"]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(titles, id: \.self) { title in
                Text(title)
                    .preference(key: TitleWidthKey.self, value: CGFloat(title.count * 8))
                    .preference(key: TitleCountKey.self, value: 1)
            }
            Text("Widest: \(Int(widest)) pt, titles: \(count)")
            Button("Add title") { titles.append("The longest title of all") }
        }
        .onPreferenceChange(TitleWidthKey.self) { widest = $0 }
        .onPreferenceChange(TitleCountKey.self) { count = $0 }
    }
}

#Preview {
    ReportingList()
}
