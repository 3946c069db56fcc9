import SwiftUI

struct ReceiptView: View {
    let total = 1234.5
    let items = 3
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Receipt")
                .font(.system(size: 28, weight: .bold, design: .rounded))
            Text("Total: ") + Text(total, format: .number.precision(.fractionLength(2))).bold()
            Text("\(items) items")
                .foregroundStyle(.secondary)
                .textCase(.uppercase)
            Text(date, style: .date)
            Text(verbatim: "Ref: **not markdown**")
                .font(.caption.monospaced())
            Text("Average \(total / Double(items), specifier: "%.1f")")
                .italic()
                .underline()
                .lineLimit(1)
                .minimumScaleFactor(0.5)
        }
        .multilineTextAlignment(.leading)
    }
}

#Preview {
    ReceiptView()
}
