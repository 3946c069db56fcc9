import SwiftUI

/// Signs a neighbour up for the tool library: name, email, password, then Sign up.
///
/// It works with taps only. Make it work from the keyboard:
/// - the Name field has focus when the form appears;
/// - return in Name moves to Email, return in Email moves to Password
///   (their return keys say "next"), return in Password signs up like the button;
/// - a password shorter than 8 characters puts the focus in Password;
/// - after a successful sign-up no field has focus, so the keyboard goes away.
struct JoinForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var problem: String?
    @State private var member: String?

    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
            SecureField("Password", text: $password)
            Button("Sign up", action: signUp)
            SignUpStatus(problem: problem, member: member)
        }
    }

    private func signUp() {
        guard password.count >= 8 else {
            problem = "Use at least 8 characters"
            return
        }
        problem = nil
        member = name
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
