// Alternative: animates the tap with withAnimation and keeps the count still with a .transaction that removes the animation.
import SwiftUI

struct TrailCard: View {
    private let hikersBefore = 212
    @State private var saved = false

    var body: some View {
        VStack {
            Text("Ridge loop")
                .font(.title2)
            Image(systemName: "bookmark.fill")
                .opacity(saved ? 1 : 0.4)
                .scaleEffect(saved ? 1.3 : 1)
            Text("\(hikersBefore + (saved ? 1 : 0)) hikers saved this")
                .transaction { $0.animation = nil }
            Button("Bookmark") {
                withAnimation(.bouncy) { saved.toggle() }
            }
        }
        .padding()
    }
}
