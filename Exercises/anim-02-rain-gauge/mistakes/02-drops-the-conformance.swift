// Mistake: silences the checker by deleting ": Animatable"; a Shape is Animatable anyway, so the empty default stays and the water still jumps.
// Expect: output
// Expect: 0% of the way: 15 of 20 mm
import SwiftUI

struct RainColumn: Shape {
    var millimetres: Double
    var capacity: Double

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
