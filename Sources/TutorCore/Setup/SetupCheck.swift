import Foundation

/// One line of `swiftui-tutor doctor`: what was checked, what was found, and, when it is not
/// fine, what to do about it.
public struct SetupCheck: Equatable, Sendable {
    public var name: String
    public var passed: Bool
    /// What was found, e.g. "Swift 6.3.1 (/usr/bin/swiftc)".
    public var finding: String
    /// What to do, for a failed check.
    public var fix: String?

    public init(name: String, passed: Bool, finding: String, fix: String? = nil) {
        self.name = name
        self.passed = passed
        self.finding = finding
        self.fix = fix
    }

    public static func pass(_ name: String, _ finding: String) -> SetupCheck {
        SetupCheck(name: name, passed: true, finding: finding)
    }

    public static func fail(_ name: String, _ finding: String, fix: String) -> SetupCheck {
        SetupCheck(name: name, passed: false, finding: finding, fix: fix)
    }
}

/// What `doctor` prints: one ✓ or ✗ line per check, the fix under each failed one, and a last
/// line counting the problems.
public struct SetupReportView {
    public var checks: [SetupCheck]
    public var style: TerminalStyle

    public init(checks: [SetupCheck], style: TerminalStyle) {
        self.checks = checks
        self.style = style
    }

    public var text: String {
        var lines: [String] = []
        for check in checks {
            let mark = check.passed ? style.apply(.green, "✓") : style.apply(.red, "✗")
            lines.append("\(mark) \(check.name): \(check.finding)")
            if let fix = check.fix { lines.append("    fix: \(fix)") }
        }
        let failed = checks.filter { !$0.passed }.count
        lines.append("")
        lines.append(
            failed == 0
                ? "Everything the tutor needs is in place."
                : "\(failed) of \(checks.count) checks failed; the fix is under each ✗.")
        return lines.joined(separator: "\n")
    }
}
