import SwiftUI

/// The water in a rain gauge's tube: `millimetres` of rain drawn against a scale that
/// holds `capacity` millimetres. When a downpour overflows the scale, the app doubles
/// `capacity`, so both values change in the same animation.
struct RainColumn: Shape, Animatable {
    var millimetres: Double
    var capacity: Double

    /// Both values move together, so SwiftUI gets them as one pair. `nonisolated` because
    /// SwiftUI reads and writes it while drawing, outside the main actor a view belongs to.
    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(millimetres, capacity) }
        set {
            millimetres = newValue.first
            capacity = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let fraction = min(max(millimetres / capacity, 0), 1)
        let waterTop = rect.maxY - rect.height * fraction
        return Path(CGRect(x: rect.minX, y: waterTop, width: rect.width, height: rect.maxY - waterTop))
    }
}

/// The card that shows the gauge; the water now rises smoothly.
struct RainGaugeCard: View {
    let millimetres: Double
    let capacity: Double

    var body: some View {
        VStack(spacing: 8) {
            RainColumn(millimetres: millimetres, capacity: capacity)
                .fill(.blue)
                .frame(width: 40, height: 100)
                .animation(.easeInOut(duration: 0.6), value: millimetres)
            Text("\(millimetres, format: .number) of \(capacity, format: .number) mm")
        }
    }
}
