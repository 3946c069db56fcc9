// Mistake: makes the photos square without measuring, but keeps the page-wide reader to count columns by hand.
// Expect: geometry-reader
// Expect: output
import SwiftUI

/// A bird someone photographed on the reserve; blurred on the wall until a warden confirms it.
struct Sighting: Identifiable {
    let id: Int
    let species: String
    let photo: String
    var isConfirmed: Bool
}

extension Sighting {
    static let samples = [
        Sighting(id: 1, species: "Grey heron", photo: "grey-heron", isConfirmed: true),
        Sighting(id: 2, species: "Kingfisher", photo: "kingfisher", isConfirmed: false),
        Sighting(id: 3, species: "Little egret", photo: "little-egret", isConfirmed: true),
    ]
}

/// The reserve's photo wall: as many columns as fit, whatever the window's width.
struct SightingWall: View {
    @State private var sightings = Sighting.samples

    var body: some View {
        GeometryReader { page in
            let columnCount = max(2, Int(page.size.width / 160))
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columnCount)) {
                    ForEach(sightings) { sighting in
                        SightingTile(sighting: sighting) {
                            confirm(sighting.id)
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
    }

    private func confirm(_ id: Sighting.ID) {
        guard let index = sightings.firstIndex(where: { $0.id == id }) else { return }
        sightings[index].isConfirmed = true
    }
}

/// One photo, square and cropped, with its species below; the tile grows with its text.
struct SightingTile: View {
    let sighting: Sighting
    let onConfirm: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Color.clear
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(sighting.photo)
                        .resizable()
                        .scaledToFill()
                }
                .blur(radius: sighting.isConfirmed ? 0 : 12)
                .clipShape(.rect(cornerRadius: 12))
            Text(sighting.species)
            if !sighting.isConfirmed {
                Button("Confirm") { onConfirm() }
            }
        }
    }
}

#Preview {
    SightingWall()
}
