import Foundation
import SwiftUIChecker

/// Renders the Markdown subset lessons use into terminal lines: headings, paragraphs, lists,
/// block quotes, rules, inline emphasis and code, and fenced code blocks with Swift highlighting.
/// Prose is wrapped to the style's width; code is never wrapped.
public struct MarkdownRenderer: Sendable {
    public var style: TerminalStyle

    public init(style: TerminalStyle) {
        self.style = style
    }

    public func render(_ markdown: String) -> [String] {
        var output: [String] = []
        var paragraph: [String] = []
        var lines = markdown.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]

        func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            output += wrap(paragraph.joined(separator: " "), indent: "", hangingIndent: "")
            output.append("")
            paragraph = []
        }

        while let line = lines.popFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                flushParagraph()
                let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased()
                var code: [String] = []
                while let codeLine = lines.popFirst(), !codeLine.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                    code.append(codeLine)
                }
                let rendered =
                    language == "swift" || language.isEmpty
                    ? SwiftHighlighter.highlight(code.joined(separator: "\n"), style: style)
                    : code
                output += rendered.map { $0.isEmpty ? "" : "    " + $0 }
                output.append("")
            } else if trimmed.isEmpty {
                flushParagraph()
            } else if let level = headingLevel(trimmed) {
                flushParagraph()
                let text = String(trimmed.dropFirst(level + 1))
                let attributes: [TerminalStyle.Attribute] =
                    level == 1 ? [.bold, .underline] : level == 2 ? [.bold, .cyan] : [.bold]
                let plainPrefix = style.usesColor ? "" : String(repeating: "#", count: level) + " "
                output += wrap(text, indent: plainPrefix, hangingIndent: "", base: attributes)
                output.append("")
            } else if trimmed == "---" || trimmed == "***" || trimmed == "___" {
                flushParagraph()
                output.append(style.apply(.gray, String(repeating: "─", count: min(style.width, 60))))
                output.append("")
            } else if trimmed.hasPrefix(">") {
                flushParagraph()
                var quote = [String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces)]
                while let next = lines.first, next.trimmingCharacters(in: .whitespaces).hasPrefix(">") {
                    quote.append(
                        String(next.trimmingCharacters(in: .whitespaces).dropFirst()).trimmingCharacters(
                            in: .whitespaces))
                    lines.removeFirst()
                }
                let bar = style.apply(.gray, "│ ")
                output += wrap(quote.joined(separator: " "), indent: bar, hangingIndent: bar, base: [.italic])
                output.append("")
            } else if let item = listItem(line) {
                flushParagraph()
                var text = item.text
                while let next = lines.first, !next.trimmingCharacters(in: .whitespaces).isEmpty,
                    listItem(next) == nil, headingLevel(next.trimmingCharacters(in: .whitespaces)) == nil,
                    !next.trimmingCharacters(in: .whitespaces).hasPrefix("```"),
                    next.hasPrefix(" ")
                {
                    text += " " + next.trimmingCharacters(in: .whitespaces)
                    lines.removeFirst()
                }
                let indent = String(repeating: " ", count: 2 + item.depth * 2)
                let marker = style.apply(.cyan, item.marker) + " "
                output += wrap(
                    text, indent: indent + marker,
                    hangingIndent: indent + String(repeating: " ", count: item.marker.count + 1))
                if let next = lines.first, listItem(next) == nil {
                    output.append("")
                }
            } else {
                paragraph.append(trimmed)
            }
        }
        flushParagraph()
        while output.last == "" { output.removeLast() }
        return output
    }

    private func headingLevel(_ line: String) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return hashes
    }

    private func listItem(_ line: String) -> (marker: String, text: String, depth: Int)? {
        let leading = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(leading)
        if let first = rest.first, first == "-" || first == "*" || first == "+", rest.dropFirst().first == " " {
            return ("•", String(rest.dropFirst(2)), leading / 2)
        }
        let digits = rest.prefix { $0.isNumber }
        if !digits.isEmpty, digits.count < 4, rest.dropFirst(digits.count).hasPrefix(". ") {
            return ("\(digits).", String(rest.dropFirst(digits.count + 2)), leading / 2)
        }
        return nil
    }

    // MARK: - Inline text

    struct Span: Equatable {
        var text: String
        var attributes: [TerminalStyle.Attribute]
    }

    /// How much inline Markdown `wrap` renders.
    public enum InlineMarkdown: Sendable {
        case all
        /// Only `code` spans: compiler and rule messages contain `_` and `*` that are not emphasis.
        case codeOnly
        case none
    }

    /// Splits inline Markdown into styled spans: `code`, **strong**, *emphasis*, _emphasis_, [link](url).
    func spans(_ text: String, base: [TerminalStyle.Attribute] = [], codeOnly: Bool = false) -> [Span] {
        var spans: [Span] = []
        var current = ""
        let chars = Array(text)
        var i = 0
        func flush() {
            if !current.isEmpty {
                spans.append(Span(text: current, attributes: base))
                current = ""
            }
        }
        func closing(_ marker: [Character], from start: Int) -> Int? {
            var j = start
            while j + marker.count <= chars.count {
                if Array(chars[j..<(j + marker.count)]) == marker, j > start { return j }
                j += 1
            }
            return nil
        }
        while i < chars.count {
            let c = chars[i]
            if c == "`", let end = closing(["`"], from: i + 1) {
                flush()
                let code = String(chars[(i + 1)..<end])
                // Messages (codeOnly) show code bare even without colour; lessons keep the backticks.
                spans.append(Span(text: style.usesColor || codeOnly ? code : "`\(code)`", attributes: base + [.yellow]))
                i = end + 1
            } else if codeOnly {
                current.append(c)
                i += 1
            } else if c == "*" || c == "_", i + 1 < chars.count, chars[i + 1] == c,
                let end = closing([c, c], from: i + 2)
            {
                flush()
                spans += self.spans(String(chars[(i + 2)..<end]), base: base + [.bold])
                i = end + 2
            } else if c == "*" || (c == "_" && (i == 0 || !chars[i - 1].isLetter)),
                i + 1 < chars.count, chars[i + 1] != " ",
                let end = closing([c], from: i + 1)
            {
                flush()
                spans += self.spans(String(chars[(i + 1)..<end]), base: base + [.italic])
                i = end + 1
            } else if c == "[", let close = closing(["]"], from: i + 1), close + 1 < chars.count,
                chars[close + 1] == "(",
                let paren = closing([")"], from: close + 2)
            {
                flush()
                spans += self.spans(String(chars[(i + 1)..<close]), base: base + [.underline])
                spans.append(Span(text: " (\(String(chars[(close + 2)..<paren])))", attributes: base + [.gray]))
                i = paren + 1
            } else {
                current.append(c)
                i += 1
            }
        }
        flush()
        return spans
    }

    /// Greedy word wrap of inline Markdown. Styles never cross a line break.
    func wrap(
        _ text: String, indent: String, hangingIndent: String, base: [TerminalStyle.Attribute] = [],
        inlineMarkdown: InlineMarkdown = .all
    ) -> [String] {
        var words: [(text: String, attributes: [TerminalStyle.Attribute], joinsPrevious: Bool)] = []
        var previousEndedInSpace = true
        let pieces =
            switch inlineMarkdown {
            case .all: spans(text, base: base)
            case .codeOnly: spans(text, base: base, codeOnly: true)
            case .none: [Span(text: text, attributes: base)]
            }
        for span in pieces {
            let pieces = span.text.split(separator: " ", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() where !piece.isEmpty {
                let joins = index == 0 && !previousEndedInSpace
                words.append((String(piece), span.attributes, joins))
            }
            previousEndedInSpace = span.text.hasSuffix(" ")
        }
        var lines: [String] = []
        var line = indent
        var lineWidth = visibleWidth(indent)
        var lineHasWord = false
        for word in words {
            let wordWidth = visibleWidth(word.text)
            let gap = lineHasWord && !word.joinsPrevious ? 1 : 0
            if lineHasWord, !word.joinsPrevious, lineWidth + gap + wordWidth > style.width {
                lines.append(line)
                line = hangingIndent
                lineWidth = visibleWidth(hangingIndent)
                lineHasWord = false
            }
            if lineHasWord && !word.joinsPrevious {
                line += " "
                lineWidth += 1
            }
            line += style.apply(word.attributes, word.text)
            lineWidth += wordWidth
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines
    }
}
