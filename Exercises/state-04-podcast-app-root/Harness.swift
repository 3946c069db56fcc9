import SwiftUI

/// Launches the app's first window and uses it like a person. After each step it prints the
/// screen titles, texts, buttons and links a person sees (one per line, stacks ignored).
@main
struct HarbourCastHarness {
    @MainActor
    static func main() {
        guard let window = firstWindow(of: HarbourCastApp().body) else {
            print("! HarbourCastApp shows no WindowGroup")
            return
        }
        let app = ViewHarness(AnyView(window))
        step("the app launches", app) {}
        step("open Night Ferries and tap Play", app) {
            try app.navigate(to: "Night Ferries")
            try app.tap("Play")
        }
        step("go back to the list", app) { try app.dismiss() }
        step("open Tide Tables", app) { try app.navigate(to: "Tide Tables") }
        step("tap Stop in the mini player", app) { try app.tap("Stop") }
    }

    /// The content of the first window of a scene. The headless module has no public way to
    /// drive an App's window, so this looks inside the scene value for its content view.
    @MainActor
    static func firstWindow(of scene: Any) -> (any View)? {
        for child in Mirror(reflecting: scene).children {
            if let view = child.value as? any View { return view }
            if let found = firstWindow(of: child.value) { return found }
        }
        return nil
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        for node in app.nodes { show(node) }
    }

    @MainActor
    static func show(_ node: RenderedNode) {
        switch node.kind {
        case "Screen":
            if node.flags.contains("covered") { return }
            print("Screen \"\(node.content ?? "")\"")
        case "Text", "Button", "NavigationLink":
            print("\(node.kind) \"\(node.content ?? "")\"")
        default:
            break
        }
        for child in node.children { show(child) }
    }
}
