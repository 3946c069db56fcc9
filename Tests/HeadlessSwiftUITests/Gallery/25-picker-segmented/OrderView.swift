import SwiftUI

enum Size: String, CaseIterable, Identifiable {
    case small = "S", medium = "M", large = "L"
    var id: String { rawValue }
}

struct OrderView: View {
    @State private var size: Size = .medium
    @State private var extraShot: Bool = false
    @State private var milk: String? = nil
    @State private var quantity = 1.0

    private var price: Double {
        let base: Double = size == .small ? 3 : size == .medium ? 3.5 : 4
        return (base + (extraShot ? 0.5 : 0)) * quantity
    }

    var body: some View {
        Form {
            Picker("Size", selection: $size) {
                ForEach(Size.allCases) { size in
                    Text(size.rawValue).tag(size)
                }
            }
            .pickerStyle(.segmented)
            Picker("Milk", selection: $milk) {
                Text("None").tag(String?.none)
                Text("Oat").tag(Optional("Oat"))
                Text("Whole").tag(Optional("Whole"))
            }
            Toggle("Extra shot", isOn: $extraShot)
            Slider(value: $quantity, in: 1...4, step: 1) {
                Text("Quantity")
            }
            Text("Total: \(price, format: .currency(code: "USD"))")
                .font(.headline)
        }
    }
}

#Preview {
    OrderView()
}
