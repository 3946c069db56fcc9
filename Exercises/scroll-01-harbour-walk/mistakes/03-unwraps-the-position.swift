// Mistake: assumes the scroll position already holds the first stop's id when the screen appears; the state starts as nil and body runs before anything has scrolled, so the force unwrap crashes at once.
// Expect: crashed
import SwiftUI

/// One stop of a self-guided walk.
struct TourStop: Identifiable {
    let id: Int
    let name: String
    let note: String
}

extension TourStop {
    static let harbourWalk: [TourStop] = [
        TourStop(id: 1, name: "Ferry Terminal", note: "Start under the clock; the walk runs anticlockwise."),
        TourStop(id: 2, name: "Fish Market", note: "Auctions finish by eight, the stalls stay open till noon."),
        TourStop(id: 3, name: "Old Harbour", note: "The wall was rebuilt after the storm of 1881."),
        TourStop(id: 4, name: "Lighthouse Steps", note: "Ninety-two steps; the view is worth each one."),
        TourStop(id: 5, name: "Rope Works", note: "The longest building on the quay, now a museum."),
        TourStop(id: 6, name: "Customs House", note: "Look for the carved ships above the door."),
        TourStop(id: 7, name: "Sailors' Chapel", note: "Every window remembers a ship that did not return."),
        TourStop(id: 8, name: "Harbour Baths", note: "Finish with a swim, or a hot chocolate by the pool."),
    ]
}

/// The walk: a caption naming the stop in view, chips to jump to a stop, and the stop cards.
/// One optional id is both the scroll position the user sees and the one the chips set.
struct HarbourWalkScreen: View {
    @State private var currentStop: TourStop.ID?
    private let stops = TourStop.harbourWalk

    var body: some View {
        VStack(alignment: .leading) {
            Text(caption)
                .font(.headline)
            StopChips(stops: stops) { id in
                withAnimation { currentStop = id }
            }
            StopList(stops: stops, currentStop: $currentStop)
            Button("Back to start") {
                withAnimation { currentStop = stops.first?.id }
            }
        }
    }

    private var caption: String {
        let shown = currentStop!
        let name = stops.first { $0.id == shown }?.name ?? ""
        return "Stop \(shown) of \(stops.count) · \(name)"
    }
}

/// The stop cards; the scroll view keeps `currentStop` on the card at its top, and scrolls
/// there when someone else changes it.
struct StopList: View {
    let stops: [TourStop]
    @Binding var currentStop: TourStop.ID?

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 24) {
                ForEach(stops) { stop in
                    StopCard(stop: stop)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $currentStop)
    }
}

/// A row of numbered chips, one per stop.
struct StopChips: View {
    let stops: [TourStop]
    let onPick: (Int) -> Void

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 8) {
                ForEach(stops) { stop in
                    Button("\(stop.id)") {
                        onPick(stop.id)
                    }
                    .buttonStyle(.bordered)
                }
            }
        }
        .scrollIndicators(.hidden)
    }
}

struct StopCard: View {
    let stop: TourStop

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(stop.name)
                .font(.title3)
            Text(stop.note)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    HarbourWalkScreen()
}
