// Mistake: puts one .onSubmit(signUp) on the Form; it runs for return in every field, so return in Name already tries to sign up instead of moving to Email.
// Expect: output
// Expect: + Text "Use at least 8 characters"
import SwiftUI

/// Signs a neighbour up for the tool library: name, email, password, then Sign up.
/// Return moves down the form; the last return signs up, like the button.
struct JoinForm: View {
    enum Field: Hashable {
        case name, email, password
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var problem: String?
    @State private var member: String?
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .focused($focus, equals: .email)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .submitLabel(.join)
            Button("Sign up", action: signUp)
            SignUpStatus(problem: problem, member: member)
        }
        .onSubmit(signUp)
        .onAppear { focus = .name }
    }

    private func signUp() {
        guard password.count >= 8 else {
            problem = "Use at least 8 characters"
            focus = .password
            return
        }
        problem = nil
        member = name
        focus = nil
    }
}

/// What went wrong, or who just joined; nothing before the first try.
struct SignUpStatus: View {
    let problem: String?
    let member: String?

    var body: some View {
        if let problem {
            Text(problem)
        }
        if let member {
            Text("Welcome, \(member)!")
        }
    }
}

#Preview {
    JoinForm()
}
