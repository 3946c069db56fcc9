/// How text is drawn: whether ANSI colour is used and how wide lines may be.
public struct TerminalStyle: Sendable, Equatable {
    public var usesColor: Bool
    public var width: Int

    public init(usesColor: Bool, width: Int) {
        self.usesColor = usesColor
        self.width = max(20, width)
    }

    /// Plain text, 80 columns: pipes, files and tests.
    public static let plain = TerminalStyle(usesColor: false, width: 80)

    /// SGR colours and attributes the tutor uses.
    public enum Attribute: String, Sendable {
        case bold = "1"
        case dim = "2"
        case italic = "3"
        case underline = "4"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case magenta = "35"
        case cyan = "36"
        case gray = "90"
    }

    /// Wraps `text` in the attributes when colour is on.
    public func apply(_ attributes: [Attribute], _ text: String) -> String {
        guard usesColor, !attributes.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[\(attributes.map(\.rawValue).joined(separator: ";"))m\(text)\u{1B}[0m"
    }

    public func apply(_ attribute: Attribute, _ text: String) -> String { apply([attribute], text) }

    /// Decides whether to colour: only on a terminal, never when `NO_COLOR` is set to a non-empty
    /// value (an empty one leaves colour on, as no-color.org asks) or `TERM` is `dumb`.
    public static func colorAllowed(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }
}

/// The blanks that put a caret under the 1-based UTF-8 `column` of `line`: tabs stay tabs and
/// wide characters take two columns, so the caret lines up in a terminal.
public func caretIndent(under line: String, column: Int) -> String {
    var indent = "", bytes = 0
    for character in line {
        bytes += character.utf8.count
        if bytes >= column { break }
        indent.append(character == "\t" ? "\t" : String(repeating: " ", count: max(1, visibleWidth(String(character)))))
    }
    return indent
}

/// The number of terminal columns a string occupies, ignoring ANSI escape sequences.
public func visibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
        if inEscape {
            if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
            continue
        }
        if scalar == "\u{1B}" { inEscape = true; continue }
        width += columns(of: scalar)
    }
    return width
}

private func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
        || value == 0x200D || (0xFE00...0xFE0F).contains(value) {
        return 0
    }
    let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
}
