import SwiftUI

// TODO: a preference key, ProblemCountKey, that adds up the problems its fields report.

struct RequiredField: View {
    let title: String
    @Binding var text: String

    private var isValid: Bool {
        !text.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        VStack(alignment: .leading) {
            TextField(title, text: $text)
            if !isValid {
                Text("\(title) is required")
            }
        }
        // TODO: report one problem while the field is not valid.
    }
}

struct EmailField: View {
    @Binding var text: String

    private var isValid: Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
    }

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Email", text: $text)
            if !isValid {
                Text("Email needs a name, an @ and a domain")
            }
        }
        // TODO: report one problem while the field is not valid.
    }
}

struct SignUpForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var contact = ""
    @State private var problemCount = 0
    @State private var sentName: String?

    var body: some View {
        VStack {
            RequiredField(title: "Name", text: $name)
            EmailField(text: $email)
            RequiredField(title: "Emergency contact", text: $contact)
            Text(status)
            Button("Send") { sentName = name }
                .disabled(problemCount > 0)
            if let sentName {
                Text("Thanks, \(sentName)!")
            }
        }
        // TODO: keep problemCount up to date with what the fields report.
    }

    private var status: String {
        switch problemCount {
        case 0: "Ready to send"
        case 1: "1 field to fix"
        default: "\(problemCount) fields to fix"
        }
    }
}
