import SwiftUI

/// The actions under a ferry ticket. Each button was styled by hand.
struct SailingActions: View {
    @State private var status = "09:40 to Lundy, seat 14"

    var body: some View {
        VStack(spacing: 10) {
            Text(status)
            Button {
                status = "Boarded"
            } label: {
                Text("Board now")
                    .font(.system(size: 17, weight: .semibold))
                    .padding(.vertical, 14)
                    .padding(.horizontal, 20)
                    .foregroundStyle(.white)
                    .background(Color(red: 0.05, green: 0.35, blue: 0.55), in: .capsule)
            }
            Button("Change sailing") {
                status = "Choosing another sailing"
            }
            Button("Cancel ticket") {
                status = "Ticket cancelled"
            }
            .foregroundStyle(Color(red: 0.8, green: 0.1, blue: 0.1))
        }
    }
}
