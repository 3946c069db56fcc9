// Mistake: silences the hot-path warning by comparing before writing, but keeps the GeometryReader probes and the reader, so the caption still depends on per-frame geometry and a tapped chip never updates it.
// Expect: geometry-reader
// Expect: + Stop 1 of 8 · Ferry Terminal
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

/// Each card reports where its top edge is; the screen picks the first card still in view.
struct StopTopKey: PreferenceKey {
    static let defaultValue: [Int: CGFloat] = [:]

    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue()) { _, new in new }
    }
}

/// The walk: a caption naming the stop in view, chips to jump to a stop, and the stop cards.
struct HarbourWalkScreen: View {
    @State private var stopInView = 1
    private let stops = TourStop.harbourWalk

    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading) {
                Text(caption)
                    .font(.headline)
                StopChips(stops: stops) { id in
                    withAnimation { proxy.scrollTo(id, anchor: .top) }
                }
                StopList(stops: stops)
                    .onPreferenceChange(StopTopKey.self) { tops in
                        let top = tops.filter { $0.value > -40 }.min { ($0.value, $0.key) < ($1.value, $1.key) }?.key
                        if let top, top != stopInView {
                            stopInView = top
                        }
                    }
                Button("Back to start") {
                    withAnimation { proxy.scrollTo(stops[0].id, anchor: .top) }
                }
            }
        }
    }

    private var caption: String {
        let name = stops.first { $0.id == stopInView }?.name ?? ""
        return "Stop \(stopInView) of \(stops.count) · \(name)"
    }
}

/// The stop cards, each measuring where its top edge is.
struct StopList: View {
    let stops: [TourStop]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 24) {
                ForEach(stops) { stop in
                    StopCard(stop: stop)
                        .id(stop.id)
                        .background { TopEdgeProbe(id: stop.id) }
                }
            }
        }
        .coordinateSpace(.named("walk"))
    }
}

/// Measures a card's top edge in the scroll view's coordinate space.
struct TopEdgeProbe: View {
    let id: Int

    var body: some View {
        GeometryReader { geometry in
            Color.clear
                .preference(key: StopTopKey.self, value: [id: geometry.frame(in: .named("walk")).minY])
        }
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
