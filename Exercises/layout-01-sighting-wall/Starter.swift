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

/// The reserve's photo wall. Measures the page to pick a column count, then measures each
/// cell to make its photo square.
struct SightingWall: View {
    @State private var sightings = Sighting.samples

    var body: some View {
        GeometryReader { page in
            let columnCount = max(2, Int(page.size.width / 160))
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columnCount)) {
                    ForEach(sightings) { sighting in
                        GeometryReader { cell in
                            SightingTile(sighting: sighting, side: cell.size.width) {
                                confirm(sighting.id)
                            }
                        }
                        .aspectRatio(0.75, contentMode: .fit)
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

/// One photo, `side` points square, with its species below.
struct SightingTile: View {
    let sighting: Sighting
    let side: CGFloat
    let onConfirm: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Image(sighting.photo)
                .resizable()
                .scaledToFill()
                .frame(width: side, height: side)
                .clipShape(.rect(cornerRadius: 12))
                .blur(radius: sighting.isConfirmed ? 0 : 12)
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
