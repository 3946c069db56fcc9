// Mistake: places Cancel and Book by position (.topBarLeading / .topBarTrailing) instead of by what they do.
// Expect: forbid
// Expect: Toolbar .topBarTrailing: Button "Book" disabled
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
struct FiringForm: View {
    let onBook: (FiringRequest) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var piece = ""
    @State private var clay = Clay.stoneware
    @State private var count = 1
    @State private var isGlazeFiring = false
    @State private var peakTemperature = 1000.0

    private var canBook: Bool {
        !piece.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        Form {
            wareSection
            firingSection
        }
        .navigationTitle("New firing")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Book", action: book)
                    .disabled(!canBook)
            }
        }
    }

    private var wareSection: some View {
        Section("Ware") {
            TextField("Piece", text: $piece)
            Picker("Clay", selection: $clay) {
                ForEach(Clay.allCases) { clay in
                    Text(clay.rawValue)
                }
            }
            Stepper("Pieces: \(count)", value: $count, in: 1...8)
        }
    }

    private var firingSection: some View {
        Section("Firing") {
            Toggle("Glaze firing", isOn: $isGlazeFiring)
            Slider(value: $peakTemperature, in: 900...1300, step: 10) {
                Text("Peak temperature")
            }
            LabeledContent("Peak", value: "\(Int(peakTemperature)) °C")
        }
    }

    private func book() {
        onBook(FiringRequest(
            piece: piece.trimmingCharacters(in: .whitespaces),
            clay: clay,
            count: count,
            isGlazeFiring: isGlazeFiring,
            peakTemperature: Int(peakTemperature)
        ))
        dismiss()
    }
}

#Preview {
    KilnLog()
}
