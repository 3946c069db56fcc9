// Alternative: a separate ExhibitLayout view takes the decision as a Bool, the halves share the width through flexible frames, and the inset has no spacing.
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

/// The exhibit page. The size class is read here and handed to the layout as a plain value.
struct ExhibitScreen: View {
    let exhibit: Exhibit
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var isPlaying = false

    var body: some View {
        ScrollView {
            ExhibitLayout(exhibit: exhibit, sideBySide: sizeClass != .compact)
                .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            AudioBar(track: exhibit.track, isPlaying: $isPlaying)
        }
    }
}

/// Picture and text, next to each other or one above the other; the two halves share the
/// width equally through flexible frames.
struct ExhibitLayout: View {
    let exhibit: Exhibit
    let sideBySide: Bool

    var body: some View {
        if sideBySide {
            HStack(alignment: .top) {
                Artwork(name: exhibit.imageName)
                    .frame(maxWidth: .infinity)
                ExhibitText(exhibit: exhibit)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        } else {
            VStack(alignment: .leading) {
                Artwork(name: exhibit.imageName)
                ExhibitText(exhibit: exhibit)
            }
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
