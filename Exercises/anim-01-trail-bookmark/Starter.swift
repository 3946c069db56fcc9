import SwiftUI

/// A trail's card in a hiking app.
///
/// TODO:
/// - Show `Image(systemName: "bookmark.fill")` between the title and the count. It is drawn
///   at 0.4 opacity and normal size; bookmarked, it is fully opaque and 1.3 times as big.
/// - Animate that change, and only that change, with `.bouncy`.
/// - The count must keep updating at once.
struct TrailCard: View {
    private let otherHikers = 212
    @State private var isBookmarked = false

    var body: some View {
        VStack {
            Text("Ridge loop")
                .font(.title2)
            Text("\(savedCount) hikers saved this")
            Button("Bookmark") { isBookmarked.toggle() }
        }
        .padding()
    }

    private var savedCount: Int {
        isBookmarked ? otherHikers + 1 : otherHikers
    }
}
