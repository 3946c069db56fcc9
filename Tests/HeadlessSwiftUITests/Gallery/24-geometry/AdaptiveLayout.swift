import SwiftUI

struct AdaptiveLayout: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var measuredWidth: CGFloat = 0

    var body: some View {
        VStack {
            GeometryReader { proxy in
                Text("Width \(Int(proxy.size.width))")
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(height: 40)
            if sizeClass == .compact {
                VStack { Text("One"); Text("Two") }
            } else {
                HStack { Text("One"); Text("Two") }
            }
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<3) { index in
                        Color.teal
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
                            .overlay { Text("Page \(index)") }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            Text("Measured \(Int(measuredWidth))")
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { width in
                    measuredWidth = width
                }
        }
    }
}

#Preview {
    AdaptiveLayout()
}
