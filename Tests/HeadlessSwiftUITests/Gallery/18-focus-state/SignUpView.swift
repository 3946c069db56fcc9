import SwiftUI

struct SignUpView: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var submitted = false
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .focused($focus, equals: .email)
                .submitLabel(.next)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .submitLabel(.done)
                .onSubmit(signUp)
            Button("Sign Up", action: signUp)
                .disabled(email.isEmpty || password.count < 6)
            if submitted {
                Text("Welcome, \(email)")
            }
        }
        .onAppear { focus = .email }
    }

    private func signUp() {
        guard !email.isEmpty, password.count >= 6 else { return }
        submitted = true
        focus = nil
    }
}

#Preview {
    SignUpView()
}
