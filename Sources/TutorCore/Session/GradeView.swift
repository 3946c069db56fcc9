/// Renders a `GradeReport` (or a `RunReport`) for the terminal, most important feedback first.
public struct GradeView {
    public var style: TerminalStyle

    public init(style: TerminalStyle) {
        self.style = style
    }

    /// - Parameters:
    ///   - hintsLeft: the next hint's number and the total, to point a failed attempt at `hint`.
    ///   - suggestsShellCommands: false where the shell's `next` and `solution` are not at hand (watch).
    public func render(
        _ report: GradeReport, displayName: String, hintsLeft: (next: Int, total: Int)?,
        suggestsShellCommands: Bool = true
    ) -> [String] {
        var lines: [String] = []
        let title =
            report.passed
            ? style.apply([.bold, .green], "✓ Passed") + " — \(report.exerciseID)"
            : report.verdict == .cancelled
                ? style.apply([.bold, .yellow], "✗ \(Self.headline(report.verdict))") + " — \(report.exerciseID)"
                : style.apply([.bold, .red], "✗ \(Self.headline(report.verdict))")
                    + " — \(report.exerciseID) (score \(report.score)/100)"
        lines.append(title + (report.cached ? style.apply(.gray, "  (same as your earlier attempt)") : ""))
        lines += feedback(report.feedback, displayName: displayName)
        if !report.passed, report.verdict != .cancelled, let hintsLeft, hintsLeft.next <= hintsLeft.total {
            lines.append("")
            lines.append(
                "Stuck? Type " + style.apply(.cyan, "hint") + " for hint \(hintsLeft.next) of \(hintsLeft.total).")
        }
        if report.passed, suggestsShellCommands {
            lines.append("")
            lines.append(
                "Type " + style.apply(.cyan, "next") + " to go on, or " + style.apply(.cyan, "solution")
                    + " to compare with the reference solution.")
        }
        lines.append(
            style.apply(
                .gray,
                String(format: "graded in %.1f s", report.timings.total)
                    + (report.isolation.map { " · " + Self.sandboxSummary($0) } ?? "")))
        return lines
    }

    public func render(_ report: RunReport, displayName: String) -> [String] {
        var lines: [String] = []
        if !report.output.isEmpty {
            lines += report.output.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
            if lines.last == "" { lines.removeLast() }
        }
        if !report.errorOutput.isEmpty, report.verdict == .passed {
            lines += report.errorOutput.split(whereSeparator: \.isNewline).map { style.apply(.yellow, String($0)) }
        }
        if report.verdict != .passed {
            lines.append(style.apply([.bold, .red], Self.headline(report.verdict)))
            lines += feedback(report.feedback, displayName: displayName)
        }
        if report.verdict != .cancelled {
            lines.append(
                style.apply(
                    .gray,
                    String(
                        format: "compiled in %.1f s, ran in %.2f s · limits: %@", report.timings.compile,
                        report.timings.run, report.limits)))
        }
        return lines
    }

    /// The first sentence of the sandbox's explanation, e.g. "Programs run inside bubblewrap".
    static func sandboxSummary(_ explanation: String) -> String {
        String(explanation.prefix { $0 != ":" && $0 != "." && $0 != ";" }).lowercased()
    }

    static func headline(_ verdict: Verdict) -> String {
        switch verdict {
        case .passed: "Passed"
        case .failed: "Not yet"
        case .compileError: "Does not compile"
        case .runtimeError: "Crashed while running"
        case .timeout: "Ran out of time"
        case .resourceLimit: "Went past a limit"
        case .internalError: "Could not be graded"
        case .cancelled: "Cancelled"
        }
    }

    private func feedback(_ items: [FeedbackItem], displayName: String) -> [String] {
        var lines: [String] = []
        for kind in FeedbackItem.Kind.allCases {
            let group = items.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            lines.append("")
            let (heading, color): (String, TerminalStyle.Attribute) =
                switch kind {
                case .essential: ("Must fix", .red)
                case .actionable: ("Should fix", .yellow)
                case .informative: ("Worth knowing", .cyan)
                case .celebratory: ("Well done", .green)
                }
            lines.append(style.apply([.bold, color], heading))
            for item in group {
                let location = item.location.map { "\(displayName):\($0.line):\($0.column): " } ?? ""
                let source =
                    ["compile", "run", "output", "require", "forbid", "checker", "grader"].contains(item.source)
                    ? "" : " " + style.apply(.gray, "[\(item.source)]")
                let wrapped = MarkdownRenderer(style: style).wrap(
                    location + item.message, indent: "  • ", hangingIndent: "    ",
                    inlineMarkdown: false)
                lines += wrapped.enumerated().map { $0.offset == wrapped.count - 1 ? $0.element + source : $0.element }
                for detail in item.details {
                    let colored =
                        detail.hasPrefix("- ")
                        ? style.apply(.red, detail) : detail.hasPrefix("+ ") ? style.apply(.green, detail) : detail
                    lines.append("      " + colored)
                }
            }
        }
        return lines
    }
}
