import SwiftUIChecker

/// Fits lines that are already laid out to a terminal's width: a line too wide is broken at its
/// last space that fits (never inside a word or a colour code), and what follows is indented
/// like the line plus two columns. A line with no space to break at is left to the terminal.
public enum LineFitting {
    public static func fit(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { fit($0, width: width) }
    }

    public static func fit(_ line: String, width: Int) -> [String] {
        guard width >= 20, visibleWidth(line) > width else { return [line] }
        let leading = line.prefix { $0 == " " }
        let continuation = String(leading) + "  "
        var result: [String] = []
        var rest = Substring(line)
        var indent = ""
        while visibleWidth(indent + rest) > width {
            guard let cut = lastBreak(in: rest, width: width - visibleWidth(indent)) else { break }
            result.append(indent + rest[..<cut])
            rest = rest[cut...].drop { $0 == " " }
            indent = continuation
        }
        result.append(indent + rest)
        return result
    }

    /// The index of the last space outside colour codes at which the text before it fits
    /// `width` columns; nil when there is none after the leading blanks.
    private static func lastBreak(in text: Substring, width: Int) -> Substring.Index? {
        var columns = 0
        var inEscape = false
        var best: Substring.Index?
        var seenWord = false
        for index in text.indices {
            let character = text[index]
            if inEscape {
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" {
                    inEscape = false
                }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                continue
            }
            if character == " " {
                if seenWord { best = index }
            } else {
                seenWord = true
            }
            columns += visibleWidth(String(character))
            if columns > width { break }
        }
        return best
    }
}
