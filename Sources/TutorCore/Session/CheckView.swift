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

    /// Why a file cannot be read as source code.
    public enum Refusal: Error, Equatable, Sendable {
        case missing
        case folder
        /// A device, pipe or socket, which could never end.
        case notRegularFile
        case tooLarge(bytes: Int)
        case unreadable
        /// Holds a NUL byte or is not UTF-8.
        case binary
    }

    /// The text of the regular UTF-8 file at `path` (links followed), read only up to
    /// `maximumBytes`, or why it cannot be source code.
    public static func text(at path: String, maximumBytes: Int) -> Result<String, Refusal> {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
            return .failure(.missing)
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        // A link still there after resolving points at nothing.
        case .typeSymbolicLink?: return .failure(.missing)
        case .typeDirectory?: return .failure(.folder)
        default: return .failure(.notRegularFile)
        }
        if let size = attributes[.size] as? Int, size > maximumBytes { return .failure(.tooLarge(bytes: size)) }
        guard let handle = FileHandle(forReadingAtPath: resolved) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        // One byte more than the limit: a file that grew since it was measured is still refused.
        let data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
        guard data.count <= maximumBytes else { return .failure(.tooLarge(bytes: data.count)) }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else { return .failure(.binary) }
        return .success(text)
    }

    public static func read(_ path: String) -> Result<String, Problem> {
        text(at: path, maximumBytes: maximumSize).mapError { refusal in
            let description =
                switch refusal {
                case .missing: "\(path): no such file. Check the path (Tab completes file names)."
                case .folder:
                    "\(path) is a folder. Name a .swift file, or run 'swiftui-tutor check \(path)' for a whole "
                        + "folder."
                case .notRegularFile: "\(path) is not a regular file. Name a .swift source file."
                case .tooLarge(let bytes):
                    "\(path) is \(bytes) bytes; the shell reads files up to \(maximumSize) bytes. Use "
                        + "'swiftui-tutor check \(path)'."
                case .unreadable: "\(path) cannot be read. Check its permissions."
                case .binary: "\(path) is not UTF-8 text. Save it as UTF-8 Swift source."
                }
            return Problem(description: description)
        }
    }
}
