// Alternative: PosterArt tests phase.image and phase.error with if, draws the fallback inline, and uses aspectRatio(contentMode: .fill); the row tests the URL for nil before making an AsyncImage.
import SwiftUI

// MARK: Given (leave this part as it is)

/// A concert in the city's gig guide. Small venues often have no poster: `posterURL` is nil.
struct Gig: Identifiable {
    let id: Int
    let band: String
    let venue: String
    let posterURL: URL?
}

// MARK: Your part

struct PosterArt: View {
    let phase: AsyncImagePhase

    var body: some View {
        if let poster = phase.image {
            poster
                .resizable()
                .aspectRatio(contentMode: .fill)
        } else if phase.error != nil {
            MissingPoster()
        } else {
            ProgressView()
        }
    }
}

/// Shared by the failed download and the gig that never had a poster.
struct MissingPoster: View {
    var body: some View {
        Image(systemName: "music.note")
            .symbolRenderingMode(.hierarchical)
            .font(.title)
    }
}

struct GigRow: View {
    let gig: Gig

    var body: some View {
        HStack {
            Group {
                if gig.posterURL == nil {
                    MissingPoster()
                } else {
                    AsyncImage(url: gig.posterURL) { PosterArt(phase: $0) }
                }
            }
            .frame(width: 60, height: 80)
            VStack(alignment: .leading) {
                Text(gig.band)
                Text(gig.venue)
            }
        }
    }
}
