import SwiftUI

struct LoopingView: View {
    @State private var value = 0
    @State private var mirrored = 0

    var body: some View {
        VStack {
            Text("Value: \(value)")
            Button("Bump") { value += 1 }
        }
        // A learner bug: each change of `value` changes `mirrored`, which changes `value` again.
        .onChange(of: value) { mirrored += 1 }
        .onChange(of: mirrored) { value += 1 }
    }
}

#Preview {
    LoopingView()
}
