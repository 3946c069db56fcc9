import SwiftUI

/// Packs for a weekend trip the way a person would and prints what the screen shows
/// after every step.
@main
struct PackingHarness {
    @MainActor
    static func main() throws {
        let screen = ViewHarness(PackingScreen())
        show("first look", screen)
        try screen.tap("Pack Tent")
        try screen.tap("Pack Stove")
        show("after packing the tent and the stove", screen)
        try screen.tap("Pack Water filter")
        show("after packing the water filter", screen)
        try screen.tap("Add headlamp")
        show("after adding a headlamp", screen)
        try screen.tap("Unpack all")
        show("after Unpack all", screen)
        try screen.tap("Pack Headlamp")
        show("after packing the headlamp", screen)
    }

    @MainActor
    static func show(_ step: String, _ screen: ViewHarness) {
        print("== \(step)")
        print(screen.visibleTexts().joined(separator: "\n"))
    }
}
