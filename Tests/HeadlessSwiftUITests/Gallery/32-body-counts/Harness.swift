import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(PeopleList())
        print("rows after first render: \(app.bodyCount(of: PersonRow.self))")
        try app.tap("Refresh")
        print("rows after an unrelated state change: \(app.bodyCount(of: PersonRow.self))")
        try app.tap("Touch Ana")
        print("rows after a property no row reads changed: \(app.bodyCount(of: PersonRow.self))")
        try app.tap("Rename Bo")
        print("rows after Bo's name changed: \(app.bodyCount(of: PersonRow.self))")
        print("list bodies: \(app.bodyCount(of: PeopleList.self))")
        print(app.render())
    }
}
