/// Colours Swift source for a terminal, line by line, with a small lexer (keywords, types,
/// attributes, strings, numbers, comments). Block comments and multi-line strings carry over
/// from one line to the next.
public struct SwiftHighlighter: Sendable {
    private enum Carry: Sendable {
        case none
        case blockComment(depth: Int)
        case multilineString
    }

    public static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough",
        "false", "fileprivate", "final", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "lazy", "mutating", "nil", "nonisolated", "open", "operator",
        "override", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
        "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "weak", "where", "while", "consuming", "borrowing", "sending",
    ]

    private let style: TerminalStyle
    private var carry = Carry.none

    public init(style: TerminalStyle) {
        self.style = style
    }

    /// Highlights a whole snippet.
    public static func highlight(_ code: String, style: TerminalStyle) -> [String] {
        var highlighter = SwiftHighlighter(style: style)
        return code.split(separator: "\n", omittingEmptySubsequences: false).map { highlighter.line(String($0)) }
    }

    /// Highlights one line, remembering open comments and strings for the next.
    public mutating func line(_ text: String) -> String {
        guard style.usesColor else { return text }
        let chars = Array(text)
        var out = ""
        var i = 0
        func take(while predicate: (Character) -> Bool) -> String {
            let start = i
            while i < chars.count, predicate(chars[i]) { i += 1 }
            return String(chars[start..<i])
        }
        while i < chars.count {
            switch carry {
            case .blockComment(var depth):
                let start = i
                while i < chars.count, depth > 0 {
                    if chars[i] == "*", i + 1 < chars.count, chars[i + 1] == "/" {
                        depth -= 1
                        i += 2
                    } else if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                        depth += 1
                        i += 2
                    } else {
                        i += 1
                    }
                }
                carry = depth > 0 ? .blockComment(depth: depth) : .none
                out += style.apply(.gray, String(chars[start..<i]))
                continue
            case .multilineString:
                let start = i
                while i < chars.count {
                    if chars[i] == "\"", i + 2 < chars.count, chars[i + 1] == "\"", chars[i + 2] == "\"" {
                        i += 3
                        carry = .none
                        break
                    }
                    i += 1
                }
                out += style.apply(.red, String(chars[start..<i]))
                continue
            case .none:
                break
            }
            let c = chars[i]
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                out += style.apply(.gray, String(chars[i...]))
                i = chars.count
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                carry = .blockComment(depth: 1)
                out += style.apply(.gray, "/*")
                i += 2
            } else if c == "\"" {
                if i + 2 < chars.count, chars[i + 1] == "\"", chars[i + 2] == "\"" {
                    carry = .multilineString
                    out += style.apply(.red, "\"\"\"")
                    i += 3
                } else {
                    let start = i
                    i += 1
                    while i < chars.count, chars[i] != "\"" { i += chars[i] == "\\" ? 2 : 1 }
                    i = min(i + 1, chars.count)
                    out += style.apply(.red, String(chars[start..<i]))
                }
            } else if c == "@" || c == "#" {
                i += 1
                out += style.apply(.cyan, String(c) + take { $0.isLetter || $0.isNumber || $0 == "_" })
            } else if c.isNumber {
                out += style.apply(.yellow, take { $0.isHexDigit || $0 == "." || $0 == "_" || $0 == "x" })
            } else if c.isLetter || c == "_" {
                let word = take { $0.isLetter || $0.isNumber || $0 == "_" }
                if Self.keywords.contains(word) {
                    out += style.apply(.magenta, word)
                } else if word.first?.isUppercase == true {
                    out += style.apply(.blue, word)
                } else {
                    out += word
                }
            } else {
                out.append(c)
                i += 1
            }
        }
        return out
    }
}
