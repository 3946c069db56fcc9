// Alternative: the bookmark is its own small view that owns its animation; the card only passes the flag down.
import SwiftUI

struct BookmarkBadge: View {
    let isOn: Bool

    var body: some View {
        Image(systemName: "bookmark.fill")
            .scaleEffect(isOn ? 1.3 : 1)
            .opacity(isOn ? 1 : 0.4)
            .animation(.bouncy, value: isOn)
    }
}

struct TrailCard: View {
    @State private var isBookmarked = false

    var body: some View {
        VStack {
            Text("Ridge loop")
                .font(.title2)
            BookmarkBadge(isOn: isBookmarked)
            Text("\(isBookmarked ? 213 : 212) hikers saved this")
            Button("Bookmark") { isBookmarked.toggle() }
        }
        .padding()
    }
}
