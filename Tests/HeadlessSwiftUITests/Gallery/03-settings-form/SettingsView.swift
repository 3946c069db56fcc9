import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct SettingsView: View {
    @AppStorage("notifications") private var notificationsOn = true
    @State private var theme = Theme.system
    @State private var fontSize = 14
    @State private var nickname = ""

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Nickname", text: $nickname)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                LabeledContent("Characters", value: "\(nickname.count)")
            }
            Section {
                Toggle("Notifications", isOn: $notificationsOn)
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.title)
                    }
                }
                Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...20, step: 2)
            } header: {
                Text("Preferences")
            } footer: {
                Text("Changes apply immediately.")
            }
        }
    }
}

#Preview {
    SettingsView()
}
