import Foundation
import SwiftUIChecker
import Wording

/// Runs the checker on one piece of code and renders its findings the way a compiler would,
/// with the offending line and a caret, for the shell's `check`.
struct CheckView {
    var style: TerminalStyle

    func render(source: String, name: String) -> [String] {
        let findings = Checker().check(source: source, fileName: name)
        guard !findings.isEmpty else {
            return [style.apply(.green, "✓ No findings.") + " The checker has nothing to say about this code."]
        }
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var output: [String] = []
        for finding in findings {
            let color: TerminalStyle.Attribute =
                finding.severity == .error ? .red : finding.severity == .warning ? .yellow : .cyan
            output.append(
                style.apply(.bold, "\(name):\(finding.line):\(finding.column):") + " "
                    + style.apply([.bold, color], finding.severity.rawValue) + ": \(finding.message) "
                    + style.apply(.gray, "[\(finding.ruleID)]"))
            if finding.line >= 1, finding.line <= lines.count {
                let text = String(lines[finding.line - 1])
                output.append("    " + text)
                output.append(
                    "    " + caretIndent(under: text, column: finding.column) + style.apply([.bold, color], "^"))
            }
        }
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.count { $0.severity == severity }
            return count == 0 ? nil : Plural.count(count, severity.rawValue)
        }
        output.append(
            counts.joined(separator: ", ")
                + ". 'explain RULE-ID' in a terminal tells you why a rule exists: swiftui-tutor explain "
                + "\(findings[0].ruleID)"
        )
        return output
    }
}
