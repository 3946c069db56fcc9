import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(.blue.opacity(configuration.isPressed ? 0.5 : 1), in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct BadgeView: View {
    @State private var count = 0

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Triangle()
                .fill(.orange)
                .frame(width: 60, height: 60)
            RoundedRectangle(cornerRadius: 4)
                .strokeBorder(.red, lineWidth: 2)
                .frame(width: 24, height: 24)
            Button("Tap me \(count)") { count += 1 }
                .buttonStyle(PressableStyle())
        }
        .clipShape(.rect(cornerRadius: 16))
        .shadow(radius: 4)
    }
}

#Preview {
    BadgeView()
}
