// Alternative: one FiringDraft value in @State, edited by two section views through a @Binding; Cancel has the cancel role and the Book action is inline.
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

/// Everything the person has entered so far, kept together in one value.
struct FiringDraft {
    var piece = ""
    var clay = Clay.stoneware
    var count = 1
    var isGlazeFiring = false
    var peakTemperature = 1000.0

    var trimmedPiece: String { piece.trimmingCharacters(in: .whitespaces) }

    var request: FiringRequest {
        FiringRequest(
            piece: trimmedPiece, clay: clay, count: count,
            isGlazeFiring: isGlazeFiring, peakTemperature: Int(peakTemperature)
        )
    }
}

/// Owns one draft; the two section views edit it through a binding.
struct FiringForm: View {
    let onBook: (FiringRequest) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var draft = FiringDraft()

    var body: some View {
        Form {
            WareFields(draft: $draft)
            FiringFields(draft: $draft)
        }
        .navigationTitle("New firing")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", role: .cancel) { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Book") {
                    onBook(draft.request)
                    dismiss()
                }
                .disabled(draft.trimmedPiece.isEmpty)
            }
        }
    }
}

struct WareFields: View {
    @Binding var draft: FiringDraft

    var body: some View {
        Section("Ware") {
            TextField("Piece", text: $draft.piece)
            Picker("Clay", selection: $draft.clay) {
                ForEach(Clay.allCases) { clay in
                    Text(clay.rawValue).tag(clay)
                }
            }
            Stepper("Pieces: \(draft.count)", value: $draft.count, in: 1...8)
        }
    }
}

struct FiringFields: View {
    @Binding var draft: FiringDraft

    var body: some View {
        Section("Firing") {
            Toggle("Glaze firing", isOn: $draft.isGlazeFiring)
            Slider(value: $draft.peakTemperature, in: 900...1300, step: 10) {
                Text("Peak temperature")
            }
            LabeledContent("Peak") {
                Text("\(Int(draft.peakTemperature)) °C")
            }
        }
    }
}

#Preview {
    KilnLog()
}
