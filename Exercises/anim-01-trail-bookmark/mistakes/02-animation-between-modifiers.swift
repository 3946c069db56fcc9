// Mistake: writes .animation right after .scaleEffect, so the opacity below it is not wrapped and jumps.
// Expect: animation-placement
// Expect: Image "bookmark.fill" .opacity(0.4) → .opacity(1): not animated
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
                .animation(.bouncy, value: isBookmarked)
                .opacity(isBookmarked ? 1 : 0.4)
            Text("\(savedCount) hikers saved this")
            Button("Bookmark") { isBookmarked.toggle() }
        }
        .padding()
    }

    private var savedCount: Int {
        isBookmarked ? otherHikers + 1 : otherHikers
    }
}
