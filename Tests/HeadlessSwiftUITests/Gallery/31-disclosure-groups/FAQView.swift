import SwiftUI

struct FAQView: View {
    @State private var shippingOpen = false

    var body: some View {
        ScrollView {
            GroupBox("Help") {
                DisclosureGroup("Shipping", isExpanded: $shippingOpen) {
                    Text("Ships in 2 days.")
                }
                DisclosureGroup("Returns") {
                    Text("30 days, free.")
                    Link("Policy", destination: URL(string: "https://example.com/returns")!)
                }
            }
            LabeledContent("Version") {
                Text("2.1")
                    .monospaced()
            }
            ProgressView(value: 0.25) {
                Text("Downloading help")
            }
        }
    }
}

#Preview {
    FAQView()
}
