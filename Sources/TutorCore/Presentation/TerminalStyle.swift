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
