import SwiftUI

struct Contact: Identifiable {
    let id: String
    let phone: String
}

struct ContactsView: View {
    @State private var selected: Contact?
    private let contacts = [
        Contact(id: "Ana", phone: "555-0101"),
        Contact(id: "Ben", phone: "555-0102"),
    ]

    var body: some View {
        List(contacts) { contact in
            Button(contact.id) { selected = contact }
        }
        .sheet(item: $selected) { contact in
            VStack {
                Text(contact.id).font(.headline)
                Text(contact.phone)
                Button("Done") { selected = nil }
            }
        }
    }
}

#Preview {
    ContactsView()
}
