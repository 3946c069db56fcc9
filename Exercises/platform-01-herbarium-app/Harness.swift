import SwiftUI

/// Lists the scenes of `HerbariumApp` in order and what each one shows, then uses the main
/// window and the Settings window like a person. Buttons print with the keyboard shortcut
/// attached to them; toggles with their state.
@main
struct HerbariumHarness {
    @MainActor
    static func main() {
        let scenes = sceneList(HerbariumApp().body)
        print("== the app's scenes")
        for scene in scenes {
            print(kind(of: scene))
        }
        guard let main = windowContent(scenes.first, kind: "WindowGroup") else {
            print("! the first scene must be the WindowGroup of the main window")
            return
        }
        if let printer = windowContent(scenes.first { kind(of: $0) == "Window" }, kind: "Window") {
            step("the Label Printer window", ViewHarness(AnyView(printer))) {}
        }
        let browser = ViewHarness(AnyView(main))
        step("the main window", browser) {}
        step("main window: Add Specimen", browser) { try browser.tap("Add Specimen") }
        guard let settingsView = windowContent(scenes.first { kind(of: $0) == "Settings" }, kind: "Settings") else {
            print("! no Settings scene")
            return
        }
        let settings = ViewHarness(AnyView(settingsView))
        step("the Settings window", settings) {}
        step("Settings: turn on Show Latin names", settings) { try settings.toggle("Show Latin names") }
        step("the main window again", browser) {}
    }

    /// The scenes of an app body, in order.
    static func sceneList(_ body: Any) -> [Any] {
        if String(describing: type(of: body)).hasPrefix("SceneList") {
            for child in Mirror(reflecting: body).children where child.label == "scenes" {
                return Mirror(reflecting: child.value).children.map(\.value)
            }
        }
        return [body]
    }

    static func kind(of scene: Any) -> String {
        String(String(describing: type(of: scene)).prefix { $0 != "<" })
    }

    /// The content view a scene value holds (the headless module has no public way to open a
    /// scene's window, so this looks inside the value).
    @MainActor
    static func windowContent(_ scene: Any?, kind wanted: String) -> (any View)? {
        guard let scene, kind(of: scene) == wanted else { return nil }
        for child in Mirror(reflecting: scene).children {
            if let view = child.value as? any View { return view }
        }
        return nil
    }

    @MainActor
    static func step(_ title: String, _ window: ViewHarness, _ actions: () throws -> Void) {
        print("== \(title)")
        do { try actions() } catch { print("! \(error)") }
        for node in window.nodes { show(node) }
    }

    @MainActor
    static func show(_ node: RenderedNode) {
        let shortcut = node.modifiers.filter { $0.hasPrefix(".keyboardShortcut") }
        let extra = shortcut.isEmpty ? "" : " " + shortcut.joined(separator: " ")
        switch node.kind {
        case "Text":
            print("Text \"\(node.content ?? "")\"" + extra)
        case "Button":
            let state = node.flags.contains("disabled") ? " (disabled)" : ""
            print("Button \"\(node.content ?? "")\"" + state + extra)
        case "Toggle":
            print("Toggle \"\(node.content ?? "")\" " + (node.flags.contains("on") ? "on" : "off"))
        default:
            if !extra.isEmpty { print(node.kind + extra) }
        }
        for child in node.children { show(child) }
    }
}
