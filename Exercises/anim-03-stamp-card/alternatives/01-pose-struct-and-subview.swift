// Alternative: poses as values of a struct in an array, and the seal extracted into its own view that receives the count.
import SwiftUI

struct SealPose: Equatable {
    var size: Double
    var angle: Double

    static let resting = SealPose(size: 1, angle: 0)
    static let pressed = SealPose(size: 0.8, angle: -12)
    static let lifted = SealPose(size: 1.15, angle: 6)
}

struct ThumpingSeal: View {
    let count: Int

    var body: some View {
        Image(systemName: "seal.fill")
            .font(.largeTitle)
            .phaseAnimator([SealPose.resting, .pressed, .lifted], trigger: count) { seal, pose in
                seal
                    .scaleEffect(pose.size)
                    .rotationEffect(.degrees(pose.angle))
            } animation: { pose in
                switch pose {
                case .pressed: .easeIn(duration: 0.1)
                default: .bouncy
                }
            }
    }
}

struct StampCard: View {
    @State private var stamps = 0

    var body: some View {
        VStack(spacing: 16) {
            ThumpingSeal(count: stamps)
            Text("\(stamps) of 8 stamps")
            Button("Add stamp") { stamps += 1 }
        }
        .padding()
    }
}
