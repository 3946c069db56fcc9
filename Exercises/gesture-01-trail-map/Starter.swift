import SwiftUI

/// The trail centre's map: pinch to zoom between `minZoom` and `maxZoom`. A pinch that runs
/// into a limit stops there and gives a light tap of feedback; "Fit" zooms back out.
struct TrailMapZoom: View {
    static let minZoom: CGFloat = 1
    static let maxZoom: CGFloat = 4

    @State private var zoom: CGFloat = 1

    var body: some View {
        VStack(spacing: 12) {
            Image("harbour-trail")
                .resizable()
                .scaledToFit()
                .scaleEffect(zoom)
                .accessibilityLabel("Trail map")
                // TODO: pinch to zoom, within minZoom...maxZoom, with feedback at a limit.
            Text("Zoom \(zoom, format: .number.precision(.fractionLength(1)))×")
            Button("Fit") {
                zoom = Self.minZoom
            }
        }
    }
}
