import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(SignUpView())
        print(app.render())
        try app.type("kim@example.com", into: "Email")
        try app.submit("Email")
        print("--- after return in Email")
        print(app.render())
        try app.type("secret12", into: "Password")
        try app.submit("Password")
        print("--- submitted")
        print(app.render())
    }
}
