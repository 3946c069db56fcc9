// Mistake: wraps the heart in a Button but leaves the old .onTapGesture on it, so one tap is handled twice (or the gesture swallows the button's tap).
// Expect: on-tap-gesture
import SwiftUI

/// One glaze test tile on the studio wall: its name and the photo of the fired tile.
struct GlazeTile: Identifiable {
    let name: String
    let photo: String
    var id: String { name }
}

/// The tile's name with a heart that likes or unlikes it.
struct TileCaption: View {
    let name: String
    let isLiked: Bool
    let toggleLike: () -> Void

    var body: some View {
        HStack {
            Text(name)
                .font(.headline)
            Spacer()
            Button {
                toggleLike()
            } label: {
                Label(isLiked ? "Unlike" : "Like", systemImage: isLiked ? "heart.fill" : "heart")
                    .labelStyle(.iconOnly)
            }
            .onTapGesture { toggleLike() }
        }
    }
}

/// Shows one tile at a time. Double-tap the photo to like it (as in a photo app), tap the heart
/// to like or unlike it, and tap "Next tile" to move on.
struct GlazeWall: View {
    let tiles: [GlazeTile]
    @State private var index = 0
    @State private var liked: Set<String> = []

    var body: some View {
        let tile = tiles[index]
        VStack(spacing: 12) {
            // The double tap stays a gesture: a Button cannot count taps.
            Image(tile.photo)
                .resizable()
                .scaledToFit()
                .accessibilityLabel(tile.name)
                .onTapGesture(count: 2) { liked.insert(tile.name) }
            TileCaption(name: tile.name, isLiked: liked.contains(tile.name)) {
                toggleLike(tile.name)
            }
            Text("\(liked.count) liked")
                .foregroundStyle(.secondary)
            Button("Next tile") {
                index = (index + 1) % tiles.count
            }
        }
        .padding()
    }

    private func toggleLike(_ name: String) {
        if liked.contains(name) {
            liked.remove(name)
        } else {
            liked.insert(name)
        }
    }
}
