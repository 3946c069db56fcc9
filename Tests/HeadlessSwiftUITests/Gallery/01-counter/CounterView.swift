import SwiftUI

struct CounterView: View {
    @State private var count = 0
    private let limit = 3

    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \(count)")
                .font(.largeTitle)
                .monospacedDigit()
            HStack {
                Button("Decrement") { count -= 1 }
                    .disabled(count == 0)
                Button("Increment") { count += 1 }
                    .disabled(count == limit)
                    .buttonStyle(.borderedProminent)
            }
            if count == limit {
                Text("That's the limit")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

#Preview {
    CounterView()
}
