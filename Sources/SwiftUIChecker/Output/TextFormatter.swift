import Wording

/// Compiler-style text output: `path:line:col: severity: message [rule-id]`.
public struct TextFormatter: Sendable {
    /// Show the source line and a caret under each finding (for terminals).
    public var showsSource: Bool
    /// Use ANSI colours (only on a terminal, and never with `NO_COLOR`).
    public var colored: Bool

    public init(showsSource: Bool = false, colored: Bool = false) {
        self.showsSource = showsSource
        self.colored = colored
    }

    public func format(_ report: CheckReport) -> String {
        var out = ""
        for file in report.files {
            let lines = showsSource ? LineTable.lines(of: file.source) : []
            for fixed in file.fixed {
                out +=
                    "\(file.path):\(fixed.line):\(fixed.column): fixed: \(fixed.fix?.summary ?? fixed.message) "
                    + "[\(fixed.ruleID)]\n"
            }
            for finding in file.findings {
                out += line(for: finding, path: file.path)
                if showsSource, finding.line >= 1, finding.line <= lines.count {
                    let text = lines[finding.line - 1]
                    out += text + "\n" + Self.caretLine(for: text, column: finding.column, colored: colored) + "\n"
                }
            }
        }
        out += summary(report) + "\n"
        return out
    }

    public func line(for finding: Finding, path: String) -> String {
        let severity = paint(finding.severity.rawValue, code: Self.colorCode(finding.severity))
        let location = paint("\(path):\(finding.line):\(finding.column):", code: "1")
        return "\(location) \(severity): \(finding.message) [\(finding.ruleID)]\n"
    }

    public func summary(_ report: CheckReport) -> String {
        let files = report.files.count
        var parts = [
            Plural.count(report.count(.error), "error"),
            Plural.count(report.count(.warning), "warning"),
            Plural.count(report.count(.note), "note"),
        ]
        if report.fixedCount > 0 { parts.append("\(report.fixedCount) fixed") }
        if !report.problems.isEmpty { parts.append(Plural.count(report.problems.count, "unreadable path")) }
        return "checked \(Plural.count(files, "file")): " + parts.joined(separator: ", ")
    }

    private func paint(_ text: String, code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private static func colorCode(_ severity: Severity) -> String {
        switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1;36"
        }
    }

    /// Blanks (and the line's own tabs) up to the UTF-8 `column`, then `^` (see `caretIndent`).
    static func caretLine(for text: String, column: Int, colored: Bool) -> String {
        caretIndent(under: text, column: column) + (colored ? "\u{1B}[1;32m^\u{1B}[0m" : "^")
    }
}
