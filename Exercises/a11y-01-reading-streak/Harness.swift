import SwiftUI

/// What VoiceOver reads, one element a line, in the order of the rendered tree.
/// - `.accessibilityHidden(true)` removes a view and its children.
/// - `.accessibilityElement(children: .combine)` reads its children as one element, joined by ", ".
/// - `.accessibilityElement(children: .ignore)` reads only the label given to the group.
/// - A label given with `.accessibilityLabel` replaces what the view shows; an image without one
///   is read by its file or symbol name.
/// - Traits follow the label (`button`, `heading`, `switch`), then the hint in brackets.
@MainActor
func spokenLines(of nodes: [RenderedNode]) -> [String] {
    var lines: [String] = []
    for node in nodes { read(node, into: &lines) }
    return lines
}

/// The argument of the last modifier with this name, without quotes.
@MainActor
func argument(_ node: RenderedNode, _ name: String) -> String? {
    for modifier in node.modifiers.reversed() where modifier.hasPrefix("." + name + "(") {
        var text = String(modifier.dropFirst(name.count + 2).dropLast())
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        return text
    }
    return nil
}

@MainActor
func ownLabel(_ node: RenderedNode) -> String? {
    if let label = argument(node, "accessibilityLabel") { return label }
    switch node.kind {
    case "Image":
        return node.details.first { $0.hasPrefix("systemName:") || $0.hasPrefix("name:") }
            .map { String($0.split(separator: ":", maxSplits: 1)[1]) }
    case "Button":
        if node.children.count == 1, let inner = argument(node.children[0], "accessibilityLabel") { return inner }
        return node.content
    default:
        return node.content
    }
}

@MainActor
func traits(_ node: RenderedNode) -> [String] {
    var result: [String] = []
    switch node.kind {
    case "Button", "NavigationLink": result.append("button")
    case "Toggle": result.append("switch")
    case "Image": result.append("image")
    default: break
    }
    if let added = argument(node, "accessibilityAddTraits") {
        if added.contains(".isHeader") { result.append("heading") }
        if added.contains(".isButton"), !result.contains("button") { result.append("button") }
    }
    if node.kind == "Image", result.count > 1 { result.removeAll { $0 == "image" } }
    if node.flags.contains("on") { result.append("on") }
    if node.flags.contains("off") { result.append("off") }
    if node.flags.contains("disabled") { result.append("dimmed") }
    return result
}

@MainActor
func line(_ label: String, _ node: RenderedNode) -> String {
    var parts = [label]
    if let value = argument(node, "accessibilityValue") { parts.append(value) }
    var text = (parts + traits(node)).joined(separator: ", ")
    if let hint = argument(node, "accessibilityHint") { text += " (hint: \(hint))" }
    return text
}

@MainActor
func read(_ node: RenderedNode, into lines: inout [String]) {
    if node.flags.contains("hidden") || argument(node, "accessibilityHidden") == "true" { return }
    switch argument(node, "accessibilityElement") {
    case "children: .combine":
        let inner = spokenLines(of: node.children).map { $0.replacingOccurrences(of: ", image", with: "") }
        let label = argument(node, "accessibilityLabel") ?? inner.joined(separator: ", ")
        if !label.isEmpty { lines.append(line(label, node)) }
        return
    case "children: .ignore":
        if let label = argument(node, "accessibilityLabel") { lines.append(line(label, node)) }
        return
    default:
        break
    }
    switch node.kind {
    case "Button", "Toggle", "NavigationLink", "Image", "Text", "Label":
        if let label = ownLabel(node), !label.isEmpty { lines.append(line(label, node)) }
    default:
        if let label = argument(node, "accessibilityLabel") { lines.append(line(label, node)) }
        for child in node.children { read(child, into: &lines) }
    }
}

/// Walks the tree with each node's ancestors, so a modifier on a container can be found.
@MainActor
func firstNode(in nodes: [RenderedNode], path: [RenderedNode] = [], where test: (RenderedNode) -> Bool)
    -> (node: RenderedNode, ancestors: [RenderedNode])?
{
    for node in nodes {
        if test(node) { return (node, path) }
        if let found = firstNode(in: node.children, path: path + [node], where: test) { return found }
    }
    return nil
}

/// How the rows sit, how big the number is, and how things move: what a person sees change.
@MainActor
func lookAndMotion(of app: ViewHarness) -> [String] {
    var lines: [String] = []
    if let row = firstNode(in: app.nodes, where: { node in
        node.children.contains { $0.kind == "Text" && ($0.content ?? "").hasPrefix("of ") }
    })?.node {
        lines.append("layout: " + (row.kind == "VStack" ? "flame and numbers stacked" : "flame and numbers side by side"))
    }
    if let number = firstNode(in: app.nodes, where: { $0.kind == "Text" && Int($0.content ?? "") != nil })?.node {
        let font = argument(number, "font") ?? ""
        let fixed = font.contains("size:") && !font.contains("relativeTo")
        lines.append("number: " + (fixed ? "a fixed size that ignores the text size setting" : "grows with the text size"))
    }
    if let flame = firstNode(in: app.nodes, where: { $0.details.contains("systemName:flame.fill") })?.node {
        let loops = flame.modifiers.contains { $0.contains("repeatForever") }
        lines.append("flame: " + (loops ? "grows and shrinks over and over" : "keeps still"))
    }
    if let (banner, ancestors) = firstNode(in: app.nodes, where: { $0.content == "Goal reached!" }) {
        let animations = (ancestors + [banner]).flatMap(\.modifiers).filter { $0.hasPrefix(".animation(") }
        let animated = !animations.isEmpty && !(animations.last ?? "").hasPrefix(".animation(nil")
        let transition = argument(banner, "transition") ?? ".opacity"
        let entrance: String
        if !animated || transition == ".identity" {
            entrance = "appears at once, with no animation"
        } else if transition.contains(".move(edge: .bottom)") {
            entrance = transition.contains(".opacity") ? "slides up from the bottom while fading in" : "slides up from the bottom"
        } else if transition == ".opacity" {
            entrance = "fades in where it stands"
        } else if transition.hasPrefix(".scale") {
            entrance = "grows in"
        } else {
            entrance = "enters with " + transition
        }
        lines.append("banner: " + entrance)
    }
    return lines
}

/// Logs a reader's pages under three settings, printing what VoiceOver reads and what moves.
@main
struct ReadingStreakHarness {
    @MainActor
    static func main() {
        run("text size Large, Reduce Motion off", ViewHarness(StreakCard(goal: 40)))
        run("text size Accessibility 3", ViewHarness(StreakCard(goal: 40)) { $0.dynamicTypeSize = .accessibility3 })
        run("Reduce Motion on", ViewHarness(StreakCard(goal: 40)) { $0.accessibilityReduceMotion = true })
    }

    @MainActor
    static func run(_ title: String, _ app: ViewHarness) {
        print("== " + title)
        print((spokenLines(of: app.nodes) + lookAndMotion(of: app)).joined(separator: "\n"))
        print("-- after logging 10 pages four times")
        do {
            for _ in 1...4 { try app.tap("Log 10 pages") }
            print((spokenLines(of: app.nodes) + lookAndMotion(of: app).filter { $0.hasPrefix("banner") })
                .joined(separator: "\n"))
        } catch {
            print("could not: \(error)")
        }
    }
}
