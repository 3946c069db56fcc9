// Alternative: the preference carries the set of field titles that need fixing (merged with a
// union) instead of a number, the fields report through a small View extension, and the form
// counts the set.
import SwiftUI

struct FieldsToFixKey: PreferenceKey {
    static var defaultValue: Set<String> { [] }

    static func reduce(value: inout Set<String>, nextValue: () -> Set<String>) {
        value.formUnion(nextValue())
    }
}

extension View {
    /// Tells the form above that the field called `title` still needs fixing.
    func needsFixing(_ title: String, when broken: Bool) -> some View {
        preference(key: FieldsToFixKey.self, value: broken ? [title] : [])
    }
}

struct RequiredField: View {
    let title: String
    @Binding var text: String

    var body: some View {
        let isBlank = text.trimmingCharacters(in: .whitespaces).isEmpty
        VStack(alignment: .leading) {
            TextField(title, text: $text)
            if isBlank {
                Text("\(title) is required")
            }
        }
        .needsFixing(title, when: isBlank)
    }
}

struct EmailField: View {
    @Binding var text: String

    private var looksLikeAnAddress: Bool {
        guard let at = text.firstIndex(of: "@"), at != text.startIndex else { return false }
        let domain = text[text.index(after: at)...]
        return !domain.contains("@") && domain.contains(".")
    }

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Email", text: $text)
            if !looksLikeAnAddress {
                Text("Email needs a name, an @ and a domain")
            }
        }
        .needsFixing("Email", when: !looksLikeAnAddress)
    }
}

struct SignUpForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var contact = ""
    @State private var fieldsToFix: Set<String> = []
    @State private var sentName: String?

    var body: some View {
        VStack {
            RequiredField(title: "Name", text: $name)
            EmailField(text: $email)
            RequiredField(title: "Emergency contact", text: $contact)
            Text(status)
            Button("Send") { sentName = name }
                .disabled(!fieldsToFix.isEmpty)
            if let sentName {
                Text("Thanks, \(sentName)!")
            }
        }
        .onPreferenceChange(FieldsToFixKey.self) { [$fieldsToFix] titles in
            guard titles != $fieldsToFix.wrappedValue else { return }
            $fieldsToFix.wrappedValue = titles
        }
    }

    private var status: String {
        switch fieldsToFix.count {
        case 0: "Ready to send"
        case 1: "1 field to fix"
        default: "\(fieldsToFix.count) fields to fix"
        }
    }
}
