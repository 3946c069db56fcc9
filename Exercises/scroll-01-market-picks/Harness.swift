import SwiftUI

/// Looks at the market page like a reviewer would, then adds two picks to the basket.
/// For each scrolling area it prints the scroll view (its axis and its scroll modifiers) and the
/// stack that holds the data rows: the smallest view that contains all of them.
@main
struct MarketPicksHarness {
    static let stallNames = ["Green Acre", "Hearth & Hive", "Hillside Dairy", "Sunny Grove",
                             "Foragers' Table", "Old Mill Flour", "Pickle Barrel", "Bee Line Honey"]
    static let pickNames = ["Heirloom tomatoes", "Wild garlic", "Sourdough rye", "Blood oranges",
                            "Goat's cheese", "Forced rhubarb"]

    @MainActor
    static func main() {
        let app = ViewHarness(MarketScreen())
        print("== the page")
        describe("stall rows", texts: stallNames, in: app)
        describe("pick cards", texts: pickNames, in: app)
        print("== after adding two picks")
        do {
            try app.tap("Add Wild garlic")
            try app.tap("Add Blood oranges")
        } catch {
            print("! \(error)")
        }
        for line in app.visibleTexts() where line.hasPrefix("In your basket") { print(line) }
        for problem in app.problems { print("! \(problem)") }
    }

    /// Prints the scroll view around the rows and the stack that holds them.
    @MainActor
    static func describe(_ name: String, texts: [String], in app: ViewHarness) {
        guard let path = holderPath(texts: texts, in: app.nodes), let holder = path.last else {
            print("\(name): not all of them are on screen")
            return
        }
        if let scroll = path.last(where: { $0.kind == "ScrollView" }) {
            print("\(name) scroll in: " + line(scroll))
        } else {
            print("\(name) are not in a ScrollView")
        }
        print("\(name) sit in: " + line(holder))
    }

    /// Kind, details and only the scroll-related modifiers, sorted so their order does not matter.
    @MainActor
    static func line(_ node: RenderedNode) -> String {
        let details = node.kind == "ScrollView" ? node.details : []
        let scrollModifiers = node.modifiers.filter { $0.hasPrefix(".scroll") }.sorted()
        return ([node.kind] + details + scrollModifiers).joined(separator: " ")
    }

    /// The path from the top to the deepest node whose subtree shows every one of the texts.
    @MainActor
    static func holderPath(texts: [String], in nodes: [RenderedNode]) -> [RenderedNode]? {
        for node in nodes where shows(texts, node) {
            return [node] + (holderPath(texts: texts, in: node.children) ?? [])
        }
        return nil
    }

    @MainActor
    static func shows(_ texts: [String], _ node: RenderedNode) -> Bool {
        var seen = Set<String>()
        collect(node, into: &seen)
        return texts.allSatisfy(seen.contains)
    }

    @MainActor
    static func collect(_ node: RenderedNode, into seen: inout Set<String>) {
        if node.kind == "Text", let content = node.content { seen.insert(content) }
        for child in node.children { collect(child, into: &seen) }
    }
}
