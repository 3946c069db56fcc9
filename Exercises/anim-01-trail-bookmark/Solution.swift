import SwiftUI

/// A trail's card in a hiking app. Bookmarking it makes the bookmark grow and light up with
/// a bouncy spring; the number of hikers who saved the trail updates at once.
struct TrailCard: View {
    private let otherHikers = 212
    @State private var isBookmarked = false

    var body: some View {
        VStack {
            Text("Ridge loop")
                .font(.title2)
            Image(systemName: "bookmark.fill")
                .scaleEffect(isBookmarked ? 1.3 : 1)
                .opacity(isBookmarked ? 1 : 0.4)
                .animation(.bouncy, value: isBookmarked)
            Text("\(savedCount) hikers saved this")
            Button("Bookmark") { isBookmarked.toggle() }
        }
        .padding()
    }

    private var savedCount: Int {
        isBookmarked ? otherHikers + 1 : otherHikers
    }
}
