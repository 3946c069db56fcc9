import SwiftUI

// MARK: Given (leave this part as it is)

/// A pet waiting for a home, with the photo its shelter uploaded, as it came off the disk.
struct Pet: Identifiable {
    let id: Int
    let name: String
    let photoData: Data
}

/// Makes thumbnails away from the main actor. On a device its body would call ImageIO
/// (`CGImageSourceCreateThumbnailAtIndex` with `kCGImageSourceThumbnailMaxPixelSize`), which
/// decodes only as many pixels as asked for. Here it is a stand-in that writes down each
/// request and returns an image named after the photo and the size, such as `miso@160px`.
/// Like ImageIO, it returns nil for data that is not a picture (here: empty data).
actor PhotoDecoder {
    private(set) var requests: [String] = []

    func thumbnail(of data: Data, maxPixelSize: Int) async -> Image? {
        let photo = String(decoding: data, as: UTF8.self)
        requests.append("\(photo.isEmpty ? "(empty)" : photo) at \(maxPixelSize) px")
        try? await Task.sleep(for: .milliseconds(10))
        guard !photo.isEmpty else { return nil }
        return Image("\(photo)@\(maxPixelSize)px")
    }
}

/// The adoption grid: one tile per pet.
struct AdoptionGrid: View {
    let pets: [Pet]
    let decoder: PhotoDecoder

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(pets) { pet in
                    PetTile(pet: pet, decoder: decoder)
                }
            }
        }
    }
}

// MARK: Your part

struct PetTile: View {
    let pet: Pet
    let decoder: PhotoDecoder

    var body: some View {
        VStack {
            Image(uiImage: UIImage(data: pet.photoData)!)
                .resizable()
                .scaledToFill()
                .frame(width: 80, height: 80)
                .clipShape(.rect(cornerRadius: 12))
            Text(pet.name)
        }
    }
}
