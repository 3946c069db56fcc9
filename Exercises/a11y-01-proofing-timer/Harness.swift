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

/// The tap area of each button, taken from the `.frame` inside its label (taps land on the label).
@MainActor
func touchAreas(of nodes: [RenderedNode]) -> [String] {
    func number(after key: String, in text: String) -> Double? {
        guard let range = text.range(of: key + ": ") else { return nil }
        return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }
    func frames(_ node: RenderedNode) -> [String] {
        node.modifiers.filter { $0.hasPrefix(".frame(") } + node.children.flatMap(frames)
    }
    var result: [String] = []
    func visit(_ node: RenderedNode) {
        guard node.kind == "Button" else { return node.children.forEach(visit) }
        var width = 0.0
        var height = 0.0
        for frame in node.children.flatMap(frames) {
            width = max(width, number(after: "minWidth", in: frame) ?? number(after: "width", in: frame) ?? 0)
            height = max(height, number(after: "minHeight", in: frame) ?? number(after: "height", in: frame) ?? 0)
        }
        let name = ownLabel(node) ?? "?"
        if width == 0 || height == 0 {
            result.append("\(name): no frame inside the label, only as big as the icon")
        } else {
            let verdict = width >= 44 && height >= 44 ? "ok" : "smaller than 44×44"
            result.append("\(name): \(Int(width))×\(Int(height)), \(verdict)")
        }
    }
    nodes.forEach(visit)
    return result
}

/// Uses the timer like a VoiceOver user, printing what VoiceOver reads after each step.
@main
struct ProofingTimerHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(ProofingTimer())
        step("first look", app) {}
        step("activate Start", app) { try press("Start", symbol: "play.fill", in: app) }
        step("activate Remove 5 minutes eight times", app) {
            for _ in 1...8 { try press("Remove 5 minutes", symbol: "minus", in: app) }
        }
        step("activate Add 5 minutes, then Pause", app) {
            try press("Add 5 minutes", symbol: "plus", in: app)
            try press("Pause", symbol: "pause.fill", in: app)
        }
        print("== touch areas")
        print(touchAreas(of: app.nodes).joined(separator: "\n"))
    }

    /// Taps the button VoiceOver calls `name`; a button with no name is found by its symbol.
    @MainActor
    static func press(_ name: String, symbol: String, in app: ViewHarness) throws {
        do {
            try app.tap(name)
        } catch {
            try app.tap(symbol)
        }
    }

    @MainActor
    static func step(_ title: String, _ app: ViewHarness, _ action: () throws -> Void) {
        print("== " + title)
        do {
            try action()
            print(spokenLines(of: app.nodes).joined(separator: "\n"))
        } catch {
            print("could not: \(error)")
        }
    }
}
