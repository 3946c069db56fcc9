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

/// What the poster slot shows in each phase of its download.
struct PosterArt: View {
    let phase: AsyncImagePhase

    var body: some View {
        switch phase {
        case .empty:
            ProgressView()
        case .success(let image):
            image
                .resizable()
                .scaledToFill()
        case .failure:
            NoPoster()
        @unknown default:
            NoPoster()
        }
    }
}

/// The stand-in for a poster that failed to load or never existed.
struct NoPoster: View {
    var body: some View {
        Image(systemName: "music.note")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.secondary)
    }
}

struct GigRow: View {
    let gig: Gig

    var body: some View {
        HStack {
            poster
                .frame(width: 60, height: 80)
                .clipped()
            VStack(alignment: .leading) {
                Text(gig.band)
                Text(gig.venue)
            }
        }
    }

    @ViewBuilder private var poster: some View {
        if let url = gig.posterURL {
            AsyncImage(url: url) { phase in
                PosterArt(phase: phase)
            }
        } else {
            NoPoster()
        }
    }
}
