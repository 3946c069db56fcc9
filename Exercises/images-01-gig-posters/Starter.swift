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

struct GigRow: View {
    let gig: Gig

    var body: some View {
        HStack {
            AsyncImage(url: gig.posterURL)
                .frame(width: 60, height: 80)
            VStack(alignment: .leading) {
                Text(gig.band)
                Text(gig.venue)
            }
        }
    }
}
