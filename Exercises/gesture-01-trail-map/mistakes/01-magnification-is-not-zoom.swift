// Mistake: treats value.magnification as the zoom itself, so every pinch starts again from 1× instead of from the zoom the map already had.
// Expect: - Zoom 4.0× | Fit
import SwiftUI

/// The trail centre's map: pinch to zoom between `minZoom` and `maxZoom`. A pinch that runs
/// into a limit stops there and gives a light tap of feedback; "Fit" zooms back out.
struct TrailMapZoom: View {
    static let minZoom: CGFloat = 1
    static let maxZoom: CGFloat = 4

    @State private var zoom: CGFloat = 1
    @State private var limitHits = 0

    var body: some View {
        VStack(spacing: 12) {
            Image("harbour-trail")
                .resizable()
                .scaledToFit()
                .scaleEffect(zoom)
                .accessibilityLabel("Trail map")
                .gesture(pinchToZoom)
                .sensoryFeedback(.impact(weight: .light), trigger: limitHits)
            Text("Zoom \(zoom, format: .number.precision(.fractionLength(1)))×")
            Button("Fit") {
                withAnimation(.smooth) { zoom = Self.minZoom }
            }
        }
    }

    private var pinchToZoom: some Gesture {
        MagnifyGesture()
            .onChanged { value in
                zoom = min(max(value.magnification, Self.minZoom), Self.maxZoom)
            }
            .onEnded { value in
                if value.magnification > Self.maxZoom || value.magnification < Self.minZoom {
                    limitHits += 1
                }
            }
    }
}
