/// A diagnostic printed by `swiftc`, parsed from its `path:line:col: kind: message` lines.
public struct CompilerDiagnostic: Equatable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    /// Parses the compiler's standard error. Lines that are not diagnostics (source excerpts,
    /// carets, driver chatter) are skipped.
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(whereSeparator: \.isNewline).compactMap { parse(line: String($0)) }
    }

    static func parse(line: String) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            let file = location[..<(location.count - 2)].joined(separator: ":")
            return CompilerDiagnostic(
                file: file, line: lineNumber, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
