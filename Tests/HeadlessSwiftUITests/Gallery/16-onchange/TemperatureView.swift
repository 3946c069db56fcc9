import SwiftUI

struct TemperatureView: View {
    @State private var celsius = 20
    @State private var history: [String] = []
    @State private var changes = 0

    var body: some View {
        VStack {
            Stepper("Celsius: \(celsius)", value: $celsius, in: -10...40, step: 5)
            Text("Changes: \(changes)")
            ForEach(history, id: \.self) { line in
                Text(line).font(.caption)
            }
        }
        .onChange(of: celsius) { oldValue, newValue in
            history.append("\(oldValue) → \(newValue)")
        }
        .onChange(of: celsius) {
            changes += 1
        }
        .onChange(of: celsius, initial: true) { _, value in
            if value > 30 { history.append("hot!") }
        }
    }
}

#Preview {
    TemperatureView()
}
