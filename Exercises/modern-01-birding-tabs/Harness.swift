import SwiftUI

/// What a VoiceOver user hears, top to bottom: tabs say they are tabs (and which one is
/// selected), buttons say they are buttons. Only the selected tab's screen can be read.
@MainActor
func spokenLines(of app: ViewHarness) -> [String] {
    var lines: [String] = []
    func read(_ nodes: [RenderedNode]) {
        for node in nodes {
            let text = node.content ?? ""
            switch node.kind {
            case "Button":
                lines.append(text + ", button")
            case "Tab":
                let isSelected = node.flags.contains("selected")
                lines.append(text + ", tab" + (isSelected ? ", selected" : ""))
                if isSelected { read(node.children) }
            default:
                if !text.isEmpty { lines.append(text) }
                read(node.children)
            }
        }
    }
    read(app.nodes)
    return lines
}

/// Uses the tab bar like a person: look, switch to the tally, then tap its shortcut back.
@main
struct BirdingTabsHarness {
    @MainActor
    static func main() {
        let birds = ["Robin", "Blackbird", "Wren"]
        let app = ViewHarness(BirdingTabs(sightings: birds.indices.map { Sighting(id: $0, bird: birds[$0]) }))
        step("first look", app) {}
        step("select the Tally tab", app) { try app.selectTab("Tally") }
        step("tap Show the list", app) { try app.tap("Show the list") }
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ action: () throws -> Void) {
        print("== " + title)
        do {
            try action()
            print(spokenLines(of: app).joined(separator: "\n"))
        } catch {
            print("could not: \(error)")
        }
    }
}
