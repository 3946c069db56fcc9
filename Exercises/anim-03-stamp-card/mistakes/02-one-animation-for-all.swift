// Mistake: drops the animation: closure, so every pose gets the default animation instead of a quick press and a bouncy lift.
// Expect: output
// Expect: animated .default
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
                .phaseAnimator(StampPose.allCases, trigger: stamps) { content, pose in
                    content
                        .scaleEffect(pose.scale)
                        .rotationEffect(.degrees(pose.tilt))
                }
            Text("\(stamps) of 8 stamps")
            Button("Add stamp") {
                stamps += 1
            }
        }
        .padding()
    }
}
