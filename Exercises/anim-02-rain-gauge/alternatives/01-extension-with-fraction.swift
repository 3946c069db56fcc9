// Alternative: implements animatableData in an extension and draws from a computed fill fraction.
import SwiftUI

struct RainColumn: Shape, Animatable {
    var millimetres: Double
    var capacity: Double

    private var filled: Double {
        guard capacity > 0 else { return 0 }
        return min(max(millimetres / capacity, 0), 1)
    }

    func path(in rect: CGRect) -> Path {
        var water = Path()
        let height = rect.height * filled
        water.addRect(CGRect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height))
        return water
    }
}

extension RainColumn {
    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { .init(millimetres, capacity) }
        set { (millimetres, capacity) = (newValue.first, newValue.second) }
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
