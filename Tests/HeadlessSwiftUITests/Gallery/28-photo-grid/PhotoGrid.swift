import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let symbol: String
}

struct PhotoGrid: View {
    private let photos = (1...4).map { Photo(id: $0, symbol: ["sun.max", "moon", "cloud", "star"][$0 - 1]) }
    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]
    @State private var favorites: Set<Int> = []

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(photos) { photo in
                    Image(systemName: photo.symbol)
                        .resizable()
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .topTrailing) {
                            if favorites.contains(photo.id) {
                                Image(systemName: "heart.fill")
                            }
                        }
                        .onTapGesture { toggleFavorite(photo.id) }
                        .accessibilityLabel("Photo \(photo.id)")
                }
            }
            .padding(.horizontal)
        }
        .scrollIndicators(.hidden)
    }

    private func toggleFavorite(_ id: Int) {
        if favorites.contains(id) { favorites.remove(id) } else { favorites.insert(id) }
    }
}

#Preview {
    PhotoGrid()
}
