// Mistake: puts the .animation on the whole card, so the count changes with a bounce too.
// Expect: Text "213 hikers saved this" (was "212 hikers saved this"): animated .bouncy
import SwiftUI

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
            Text("\(savedCount) hikers saved this")
            Button("Bookmark") { isBookmarked.toggle() }
        }
        .padding()
        .animation(.bouncy, value: isBookmarked)
    }

    private var savedCount: Int {
        isBookmarked ? otherHikers + 1 : otherHikers
    }
}
