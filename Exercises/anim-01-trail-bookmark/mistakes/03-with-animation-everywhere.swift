// Mistake: wraps the toggle in withAnimation but forgets that the count is computed from the same flag, so it bounces too.
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
            Button("Bookmark") {
                withAnimation(.bouncy) { isBookmarked.toggle() }
            }
        }
        .padding()
    }

    private var savedCount: Int {
        isBookmarked ? otherHikers + 1 : otherHikers
    }
}
