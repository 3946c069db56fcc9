// Alternative: the scroll view sits in the screen itself, the id is called topStopID, the caption is a view that receives the shown stop, and both buttons go through one jump method.
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

/// The walk, with the scroll view written in the screen and the caption as its own view.
struct HarbourWalkScreen: View {
    @State private var topStopID: Int?
    private let stops = TourStop.harbourWalk

    var body: some View {
        VStack(alignment: .leading) {
            WalkCaption(stop: shownStop, count: stops.count)
            StopChips(stops: stops, onPick: jump(to:))
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 24) {
                    ForEach(stops, content: StopCard.init)
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $topStopID)
            Button("Back to start") {
                jump(to: stops[0].id)
            }
        }
    }

    private var shownStop: TourStop {
        stops.first { $0.id == topStopID } ?? stops[0]
    }

    private func jump(to id: Int) {
        withAnimation {
            topStopID = id
        }
    }
}

struct WalkCaption: View {
    let stop: TourStop
    let count: Int

    var body: some View {
        Text("Stop \(stop.id) of \(count) · \(stop.name)")
            .font(.headline)
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
