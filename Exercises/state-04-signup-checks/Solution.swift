import SwiftUI

/// How many fields below still need fixing. Every field adds its own count.
struct ProblemCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

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
        .preference(key: ProblemCountKey.self, value: isValid ? 0 : 1)
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
        .preference(key: ProblemCountKey.self, value: isValid ? 0 : 1)
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
        .onPreferenceChange(ProblemCountKey.self) { [$problemCount] count in
            if $problemCount.wrappedValue != count {
                $problemCount.wrappedValue = count
            }
        }
    }

    private var status: String {
        switch problemCount {
        case 0: "Ready to send"
        case 1: "1 field to fix"
        default: "\(problemCount) fields to fix"
        }
    }
}
