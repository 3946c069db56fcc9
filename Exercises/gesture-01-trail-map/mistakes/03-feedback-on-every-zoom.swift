// Mistake: triggers the feedback on the zoom itself, so the phone taps after every pinch and after Fit, not only when a limit stops the map.
// Expect: + feedback: .impact
import SwiftUI

/// The trail centre's map: pinch to zoom between `minZoom` and `maxZoom`. A pinch that runs
/// into a limit stops there and gives a light tap of feedback; "Fit" zooms back out.
struct TrailMapZoom: View {
    static let minZoom: CGFloat = 1
    static let maxZoom: CGFloat = 4

    /// The zoom the map keeps between pinches.
    @State private var zoom: CGFloat = 1
    /// How much the pinch in progress scales `zoom`; back to 1 when the fingers lift.
    @GestureState private var pinch: CGFloat = 1
    /// Counts the pinches that ran into a limit; each new one plays the feedback once.
    @State private var limitHits = 0

    var body: some View {
        VStack(spacing: 12) {
            Image("harbour-trail")
                .resizable()
                .scaledToFit()
                .scaleEffect(shownZoom)
                .accessibilityLabel("Trail map")
                .gesture(pinchToZoom)
                .sensoryFeedback(.impact(weight: .light), trigger: zoom)
            Text("Zoom \(shownZoom, format: .number.precision(.fractionLength(1)))×")
            Button("Fit") {
                withAnimation(.smooth) { zoom = Self.minZoom }
            }
        }
    }

    private var pinchToZoom: some Gesture {
        MagnifyGesture()
            .updating($pinch) { value, pinch, _ in
                pinch = value.magnification
            }
            .onEnded { value in
                let wanted = zoom * value.magnification
                zoom = Self.clamped(wanted)
                if zoom != wanted { limitHits += 1 }
            }
    }

    /// What the map shows now: the kept zoom times the pinch in progress, within the limits.
    private var shownZoom: CGFloat {
        Self.clamped(zoom * pinch)
    }

    private static func clamped(_ value: CGFloat) -> CGFloat {
        min(max(value, minZoom), maxZoom)
    }
}
