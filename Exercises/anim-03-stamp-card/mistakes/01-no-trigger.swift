// Mistake: leaves out trigger:, so the phase animator loops for ever instead of thumping once per stamp.
// Expect: output
// Expect: + Image "seal.fill" .scaleEffect(1) → .scaleEffect(0.8): animated .easeIn(duration: 0.1)
import SwiftUI

enum StampPose: CaseIterable {
    case rest, press, lift

    var scale: Double {
        switch self {
        case .rest: 1
        case .press: 0.8
        case .lift: 1.15
        }
    }

    var tilt: Double {
        switch self {
        case .rest: 0
        case .press: -12
        case .lift: 6
        }
    }
}

struct StampCard: View {
    @State private var stamps = 0

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "seal.fill")
                .font(.largeTitle)
                .phaseAnimator(StampPose.allCases) { content, pose in
                    content
                        .scaleEffect(pose.scale)
                        .rotationEffect(.degrees(pose.tilt))
                } animation: { pose in
                    pose == .press ? .easeIn(duration: 0.1) : .bouncy
                }
            Text("\(stamps) of 8 stamps")
            Button("Add stamp") {
                stamps += 1
            }
        }
        .padding()
    }
}
