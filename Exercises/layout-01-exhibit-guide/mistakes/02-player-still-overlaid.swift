// Mistake: fixes the layout but leaves the player in an overlay, which covers the end of the story instead of shrinking the scrollable area.
// Expect: output
// Expect: SafeAreaInset edge:.bottom
import SwiftUI

/// One artwork in the museum's audio guide.
struct Exhibit {
    let title: String
    let artist: String
    let year: String
    let room: String
    let story: String
    let imageName: String
    let track: Int
}

extension Exhibit {
    static let harbourAtDusk = Exhibit(
        title: "Harbour at Dusk",
        artist: "Maren Holt",
        year: "1891",
        room: "Room 7",
        story: "Holt painted the fishing fleet from her attic window over eleven winter evenings.",
        imageName: "harbour-at-dusk",
        track: 12
    )
}

/// The exhibit page: the painting and its story, with the audio player pinned below.
struct ExhibitScreen: View {
    let exhibit: Exhibit
    @Environment(\.horizontalSizeClass) private var widthClass
    @State private var isPlaying = false

    var body: some View {
        ScrollView {
            if widthClass == .regular {
                HStack(alignment: .top) {
                    Artwork(name: exhibit.imageName)
                        .containerRelativeFrame(.horizontal) { width, _ in width / 2 }
                    ExhibitText(exhibit: exhibit)
                }
            } else {
                VStack(alignment: .leading) {
                    Artwork(name: exhibit.imageName)
                    ExhibitText(exhibit: exhibit)
                }
            }
        }
        .safeAreaPadding(.horizontal)
        .overlay(alignment: .bottom) {
            AudioBar(track: exhibit.track, isPlaying: $isPlaying)
        }
    }
}

struct Artwork: View {
    let name: String

    var body: some View {
        Image(name)
            .resizable()
            .scaledToFit()
            .clipShape(.rect(cornerRadius: 8))
    }
}

struct ExhibitText: View {
    let exhibit: Exhibit

    var body: some View {
        VStack(alignment: .leading) {
            Text(exhibit.title)
                .font(.title)
            Text("\(exhibit.artist), \(exhibit.year)")
                .foregroundStyle(.secondary)
            Label(exhibit.room, systemImage: "mappin.and.ellipse")
            Text(exhibit.story)
        }
    }
}

/// The mini player; its material background lets the story show through as it scrolls by.
struct AudioBar: View {
    let track: Int
    @Binding var isPlaying: Bool

    var body: some View {
        HStack {
            Label("Track \(track)", systemImage: "headphones")
            Spacer()
            Button(isPlaying ? "Pause" : "Play") {
                isPlaying.toggle()
            }
        }
        .padding()
        .background(.bar)
    }
}

#Preview("iPad") {
    ExhibitScreen(exhibit: .harbourAtDusk)
        .environment(\.horizontalSizeClass, .regular)
}
