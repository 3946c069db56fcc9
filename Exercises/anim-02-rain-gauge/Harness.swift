import SwiftUI

/// Plays the gauge's animation the way SwiftUI does: it reads `animatableData` from the old
/// and the new shape, sets the in-between values on the new shape frame by frame, and prints
/// what each frame would draw in a 40 × 100 point tube.
@main
struct RainGaugeHarness {
    @MainActor
    static func main() {
        print("== 4 of 10 mm, then a downpour: 15 of 20 mm")
        play(from: RainColumn(millimetres: 4, capacity: 10), to: RainColumn(millimetres: 15, capacity: 20))
        print("== the scale is reset for a new day: 0 of 10 mm")
        play(from: RainColumn(millimetres: 15, capacity: 20), to: RainColumn(millimetres: 0, capacity: 10))
    }

    @MainActor
    static func play(from start: RainColumn, to end: RainColumn) {
        let tube = CGRect(x: 0, y: 0, width: 40, height: 100)
        for step in 0...4 {
            let progress = Double(step) / 4
            var travelled = end.animatableData - start.animatableData
            travelled.scale(by: progress)
            var frame = end
            frame.animatableData = start.animatableData + travelled
            let water = frame.path(in: tube).boundingRect
            print(
                "\(step * 25)% of the way: \(tenths(frame.millimetres)) of \(tenths(frame.capacity)) mm,"
                    + " water top at y = \(tenths(water.minY))")
        }
    }

    static func tenths(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
