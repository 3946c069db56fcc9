/// Turns rendered nodes into the deterministic text format documented in `docs/HEADLESS.md`.
enum TreeFormatter {
    @MainActor
    static func format(_ nodes: [RenderedNode], indent: String = "  ") -> String {
        var lines: [String] = []
        for node in nodes { append(node, depth: 0, indent: indent, to: &lines) }
        return lines.joined(separator: "\n")
    }

    @MainActor
    static func line(for node: RenderedNode) -> String {
        var line = node.kind
        if let content = node.content {
            line += " "
            line += quote(content)
        }
        for part in node.details { line += " " + part }
        for part in node.flags { line += " " + part }
        for part in node.modifiers { line += " " + part }
        return line
    }

    @MainActor
    private static func append(_ node: RenderedNode, depth: Int, indent: String, to lines: inout [String]) {
        lines.append(depth == 0 ? line(for: node) : String(repeating: indent, count: depth) + line(for: node))
        guard !node.collapsed else { return }
        for child in node.children { append(child, depth: depth + 1, indent: indent, to: &lines) }
    }

    /// Quotes text with `"`, escaping quotes, backslashes and line breaks so each node stays one line.
    static func quote(_ text: String) -> String {
        let needsEscaping = text.utf8.contains {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 10 || $0 == 9
        }
        if !needsEscaping { return "\"" + text + "\"" }
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

/// Formats attribute arguments the same way on every machine.
enum AttributeText {
    static func number(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
        if value.isNaN { return "nan" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// Describes any argument: our own types describe themselves; strings are quoted.
    static func describe(_ value: Any) -> String {
        switch value {
        case let described as any AttributeDescribable: return described.attributeDescription
        case let text as String: return TreeFormatter.quote(text)
        case let number as Double: return self.number(number)
        case let number as CGFloat: return self.number(number)
        case let number as Float: return self.number(Double(number))
        case let number as Int: return String(number)
        case let flag as Bool: return String(flag)
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return "nil" }
                return describe(wrapped)
            }
            if mirror.displayStyle == .enum { return "." + String(describing: value) }
            return String(describing: value)
        }
    }

    /// `.name` when there are no arguments, `.name(a, b)` otherwise.
    static func modifier(_ name: String, _ arguments: [String] = []) -> String {
        arguments.isEmpty ? "." + name : "." + name + "(" + arguments.joined(separator: ", ") + ")"
    }
}

/// Types that print themselves inside modifier arguments, e.g. `.red` or `.system(size: 20)`.
protocol AttributeDescribable {
    var attributeDescription: String { get }
}
