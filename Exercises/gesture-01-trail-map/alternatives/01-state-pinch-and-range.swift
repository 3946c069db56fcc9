// Alternative: follows the pinch with @State written in onChanged and cleared in onEnded, clamps with a ClosedRange helper, and puts the feedback on the whole screen.
import SwiftUI

extension ClosedRange where Bound == CGFloat {
    /// The value, moved inside the range if it lies outside.
    func pinned(_ value: CGFloat) -> CGFloat {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}

/// The trail centre's map: pinch to zoom between `minZoom` and `maxZoom`. A pinch that runs
/// into a limit stops there and gives a light tap of feedback; "Fit" zooms back out.
struct TrailMapZoom: View {
    static let minZoom: CGFloat = 1
    static let maxZoom: CGFloat = 4
    private static let range = minZoom...maxZoom

    @State private var settledZoom: CGFloat = 1
    @State private var activePinch: CGFloat = 1
    @State private var stops = 0

    var body: some View {
        VStack(spacing: 12) {
            Image("harbour-trail")
                .resizable()
                .scaledToFit()
                .scaleEffect(liveZoom)
                .accessibilityLabel("Trail map")
                .gesture(
                    MagnifyGesture()
                        .onChanged { activePinch = $0.magnification }
                        .onEnded(settle)
                )
            Text("Zoom \(liveZoom, format: .number.precision(.fractionLength(1)))×")
            Button("Fit") {
                withAnimation(.snappy) { settledZoom = Self.minZoom }
            }
        }
        .sensoryFeedback(.impact(weight: .medium, intensity: 0.8), trigger: stops)
    }

    private var liveZoom: CGFloat {
        Self.range.pinned(settledZoom * activePinch)
    }

    private func settle(_ value: MagnifyGesture.Value) {
        let asked = settledZoom * value.magnification
        settledZoom = Self.range.pinned(asked)
        activePinch = 1
        if !Self.range.contains(asked) { stops += 1 }
    }
}
