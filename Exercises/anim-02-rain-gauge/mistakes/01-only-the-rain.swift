// Mistake: animates only millimetres; the scale jumps to its new capacity at once, so the water first drops, then rises.
// Expect: output
// Expect: 0% of the way: 4 of 20 mm
import SwiftUI

struct RainColumn: Shape, Animatable {
    var millimetres: Double
    var capacity: Double

    nonisolated var animatableData: Double {
        get { millimetres }
        set { millimetres = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let fraction = min(max(millimetres / capacity, 0), 1)
        let waterTop = rect.maxY - rect.height * fraction
        return Path(CGRect(x: rect.minX, y: waterTop, width: rect.width, height: rect.maxY - waterTop))
    }
}

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
