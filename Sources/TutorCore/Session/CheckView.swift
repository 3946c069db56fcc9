import Foundation
import SwiftUIChecker

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
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        output.append(
            counts.joined(separator: ", ")
                + ". 'explain RULE-ID' in a terminal tells you why a rule exists: swiftui-tutor explain "
                + "\(findings[0].ruleID)"
        )
        return output
    }
}

/// Reads a Swift file the learner names, refusing what cannot be source code.
public enum SourceFile {
    static let maximumSize = 1 << 20

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    public static func read(_ path: String) -> Result<String, Problem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Problem(description: "\(path): no such file. Check the path (Tab completes file names)."))
        }
        guard !isDirectory.boolValue else {
            return .failure(
                Problem(
                    description:
                        "\(path) is a folder. Name a .swift file, or run 'swiftui-tutor check \(path)' for a whole "
                        + "folder."
                ))
        }
        // Devices and pipes (/dev/zero, a FIFO) would never end; only regular files are read.
        let attributes = try? FileManager.default.attributesOfItem(
            atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            return .failure(Problem(description: "\(path) is not a regular file. Name a .swift source file."))
        }
        if let size = attributes?[.size] as? Int, size > maximumSize {
            return .failure(
                Problem(description: "\(path) is \(size) bytes; the tutor reads files up to \(maximumSize) bytes."))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Problem(description: "\(path) cannot be read. Check its permissions."))
        }
        guard data.count <= maximumSize else {
            return .failure(
                Problem(
                    description:
                        "\(path) is \(data.count) bytes; the shell checks files up to \(maximumSize) bytes. Use "
                        + "'swiftui-tutor check \(path)'."
                ))
        }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            return .failure(Problem(description: "\(path) is not UTF-8 text. Save it as UTF-8 Swift source."))
        }
        return .success(text)
    }
}
