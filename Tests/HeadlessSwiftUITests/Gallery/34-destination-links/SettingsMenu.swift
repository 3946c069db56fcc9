import SwiftUI

struct SettingsMenu: View {
    @State private var showAbout = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Account") {
                    AccountSettings()
                }
                NavigationLink(destination: Text("Privacy settings")) {
                    Label("Privacy", systemImage: "hand.raised")
                }
                Button("About") { showAbout = true }
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showAbout) {
                Text("Version 1.0")
                    .navigationTitle("About")
            }
        }
    }
}

struct AccountSettings: View {
    @State private var signedIn = true
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Toggle("Signed in", isOn: $signedIn)
            Button("Close") { dismiss() }
        }
        .navigationTitle("Account")
    }
}

#Preview {
    SettingsMenu()
}
