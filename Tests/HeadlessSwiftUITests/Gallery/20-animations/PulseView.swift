import SwiftUI

struct HeartValues {
    var scale = 1.0
    var angle = 0.0
}

struct PulseView: View {
    @State private var liked = false
    @State private var showDetails = false

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: liked ? "heart.fill" : "heart")
                .foregroundStyle(liked ? .red : .gray)
                .scaleEffect(liked ? 1.3 : 1)
                .animation(.spring(duration: 0.3, bounce: 0.5), value: liked)
                .symbolEffect(.bounce, value: liked)
            Button(liked ? "Unlike" : "Like") {
                withAnimation(.snappy) { liked.toggle() }
            }
            Button("Details") {
                withAnimation(.easeInOut(duration: 0.25)) { showDetails.toggle() }
            }
            if showDetails {
                Text("Liked by 12 people")
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Circle()
                .fill(.blue)
                .frame(width: 20, height: 20)
                .phaseAnimator([0.5, 1.0]) { content, phase in
                    content.opacity(phase)
                }
            Text("♥")
                .keyframeAnimator(initialValue: HeartValues()) { content, value in
                    content.scaleEffect(value.scale).rotationEffect(.degrees(value.angle))
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        CubicKeyframe(1.2, duration: 0.2)
                        SpringKeyframe(1.0, duration: 0.3)
                    }
                    KeyframeTrack(\.angle) {
                        LinearKeyframe(15, duration: 0.25)
                    }
                }
        }
    }
}

#Preview {
    PulseView()
}
