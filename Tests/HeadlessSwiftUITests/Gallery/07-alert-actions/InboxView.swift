import SwiftUI

struct InboxView: View {
    @State private var messages = ["Welcome", "Invoice", "Newsletter"]
    @State private var showDeleteAll = false

    var body: some View {
        VStack {
            ForEach(messages, id: \.self) { message in
                Text(message)
            }
            Button("Delete All", role: .destructive) { showDeleteAll = true }
                .disabled(messages.isEmpty)
        }
        .alert("Delete all messages?", isPresented: $showDeleteAll) {
            Button("Delete", role: .destructive) { messages.removeAll() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("You can't undo this.")
        }
    }
}

#Preview {
    InboxView()
}
