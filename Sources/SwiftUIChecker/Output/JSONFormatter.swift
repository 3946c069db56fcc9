import Foundation

/// The `--format json` document. Schema (version 1) is documented in docs/CHECKER.md.
public struct JSONReport: Codable, Sendable {
    public struct Entry: Codable, Sendable {
        public let path: String
        public let line: Int
        public let column: Int
        public let severity: Severity
        public let ruleId: String
        public let message: String
        /// A fix is available (`automatic`: `--fix` applies it).
        public let fix: FixEntry?
    }

    public struct FixEntry: Codable, Sendable {
        public let summary: String
        public let automatic: Bool
        public let edits: [TextEdit]
    }

    public struct Fixed: Codable, Sendable {
        public let path: String
        public let line: Int
        public let column: Int
        public let ruleId: String
        public let summary: String
    }

    public struct Summary: Codable, Sendable {
        public let files: Int
        public let errors: Int
        public let warnings: Int
        public let notes: Int
        public let fixed: Int
    }

    public let version: Int
    public let tool: String
    public let findings: [Entry]
    public let fixed: [Fixed]
    public let problems: [PathProblem]
    public let summary: Summary

    public init(_ report: CheckReport) {
        version = 1
        tool = "swiftui-tutor"
        findings = report.files.flatMap { file in
            file.findings.map { finding in
                Entry(
                    path: file.path, line: finding.line, column: finding.column, severity: finding.severity,
                    ruleId: finding.ruleID, message: finding.message,
                    fix: finding.fix.map { FixEntry(summary: $0.summary, automatic: $0.isAutomatic, edits: $0.edits) })
            }
        }
        fixed = report.files.flatMap { file in
            file.fixed.map {
                Fixed(
                    path: file.path, line: $0.line, column: $0.column, ruleId: $0.ruleID,
                    summary: $0.fix?.summary ?? $0.message)
            }
        }
        problems = report.problems
        summary = Summary(
            files: report.files.count, errors: report.count(.error), warnings: report.count(.warning),
            notes: report.count(.note), fixed: report.fixedCount)
    }

    /// Pretty-printed JSON with sorted keys.
    public func encoded() -> String {
        JSONOutput.encode(self)
    }
}

enum JSONOutput {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
