import SwiftUI

struct ProfileView: View {
    @State private var isEditing = false
    @State private var name = "Taylor"

    var body: some View {
        VStack {
            Text("Hello, \(name)!")
            Button("Edit name") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            EditNameSheet(name: $name)
        }
    }
}

struct EditNameSheet: View {
    @Binding var name: String
    @State private var draft = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $draft)
            }
            .navigationTitle("Edit Name")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        name = draft
                        dismiss()
                    }
                    .disabled(draft.isEmpty)
                }
            }
        }
        .onAppear { draft = name }
        .presentationDetents([.medium])
    }
}

#Preview {
    ProfileView()
}
