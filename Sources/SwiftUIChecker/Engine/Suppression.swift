import SwiftSyntax

/// Suppression comments of one file, read once from comment trivia during the shared walk and
/// applied to findings afterwards.
///
/// Spelling (line or block comments; several ids separated by spaces or commas; `all` means
/// every rule):
/// - `// swiftui-tutor:disable-next-line rule-id` — the line after the comment
/// - `// swiftui-tutor:disable-line rule-id` — the comment's own line
/// - `// swiftui-tutor:disable rule-id` … `// swiftui-tutor:enable rule-id` — a region
public struct SuppressionMap: Sendable {
    /// A directive as written in the file.
    public struct Directive: Sendable, Hashable {
        public enum Action: String, Sendable {
            case disable, enable
            case disableNextLine = "disable-next-line"
            case disableLine = "disable-line"
        }
        public let action: Action
        public let ruleIDs: [String]
        /// UTF-8 offset of the comment's first character.
        public let offset: Int
        public let line: Int
    }

    public static let prefix = "swiftui-tutor:"

    public private(set) var directives: [Directive] = []
    /// Comments that start with the prefix but name an unknown action.
    public private(set) var malformed: [Malformed] = []

    private var lineRules: [Int: Set<String>] = [:]
    private var regions: [String: [Range<Int>]] = [:]

    public init() {}

    /// Reads the directive in one comment, if any.
    mutating func record(comment: String, offset: Int, line: Int) {
        var body = Substring(comment)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "/" }
        guard body.hasPrefix(Self.prefix) else { return }
        body = body.dropFirst(Self.prefix.count)
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" || $0 == "\n" })
            .map(String.init)
        guard let first = words.first, let action = Directive.Action(rawValue: first), words.count > 1 else {
            malformed.append(Malformed(offset: offset, line: line, text: String(comment)))
            return
        }
        directives.append(Directive(action: action, ruleIDs: Array(words.dropFirst()), offset: offset, line: line))
    }

    /// Turns the recorded directives into line sets and offset regions.
    mutating func resolve() {
        var openSince: [String: Int] = [:]
        for directive in directives.sorted(by: { $0.offset < $1.offset }) {
            for id in directive.ruleIDs {
                switch directive.action {
                case .disableNextLine: lineRules[directive.line + 1, default: []].insert(id)
                case .disableLine: lineRules[directive.line, default: []].insert(id)
                case .disable: if openSince[id] == nil { openSince[id] = directive.offset }
                case .enable:
                    if id == "all" {
                        for (open, start) in openSince { regions[open, default: []].append(start..<directive.offset) }
                        openSince.removeAll()
                    } else if let start = openSince.removeValue(forKey: id) {
                        regions[id, default: []].append(start..<directive.offset)
                    }
                }
            }
        }
        for (id, start) in openSince { regions[id, default: []].append(start..<Int.max) }
    }

    /// Whether a finding of `ruleID` at this place is suppressed.
    public func suppresses(ruleID: String, line: Int, offset: Int) -> Bool {
        if let ids = lineRules[line], ids.contains(ruleID) || ids.contains("all") { return true }
        for id in [ruleID, "all"] {
            if let ranges = regions[id], ranges.contains(where: { $0.contains(offset) }) { return true }
        }
        return false
    }

    /// True when no directive was found.
    public var isEmpty: Bool { directives.isEmpty }

    /// A comment that starts with the prefix but is not a directive: its place and text.
    public struct Malformed: Sendable, Hashable {
        public let offset: Int
        public let line: Int
        public let text: String
    }
}
