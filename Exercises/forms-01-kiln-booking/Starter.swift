import SwiftUI

/// The clays the studio fires.
enum Clay: String, CaseIterable, Identifiable {
    case stoneware = "Stoneware"
    case porcelain = "Porcelain"
    case earthenware = "Earthenware"

    var id: Self { self }
}

/// One booked firing, as the log lists it.
struct FiringRequest: Identifiable {
    let id = UUID()
    let piece: String
    let clay: Clay
    let count: Int
    let isGlazeFiring: Bool
    let peakTemperature: Int

    var summary: String {
        let kind = isGlazeFiring ? "glaze" : "bisque"
        return "\(piece): \(count) × \(clay.rawValue), \(kind) firing at \(peakTemperature) °C"
    }
}

/// The studio's log of booked firings. Finished: it shows the form in a sheet, inside a
/// `NavigationStack`, and adds whatever the form books.
struct KilnLog: View {
    @State private var firings: [FiringRequest] = []
    @State private var isBooking = false

    var body: some View {
        NavigationStack {
            List(firings) { Text($0.summary) }
                .overlay {
                    if firings.isEmpty {
                        ContentUnavailableView("No firings booked", systemImage: "flame")
                    }
                }
                .navigationTitle("Kiln")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Book a firing", systemImage: "plus") { isBooking = true }
                    }
                }
                .sheet(isPresented: $isBooking) {
                    NavigationStack { FiringForm { firings.append($0) } }
                }
        }
    }
}

/// Collects one firing request and hands it to `onBook`; Cancel closes without booking.
/// TODO: build the form described in the exercise. `KilnLog` above already calls
/// `FiringForm { firings.append($0) }`, so keep `onBook` as it is.
struct FiringForm: View {
    let onBook: (FiringRequest) -> Void

    var body: some View {
        Text("The booking form goes here")
    }
}

#Preview {
    KilnLog()
}
