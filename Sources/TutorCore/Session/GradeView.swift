import SwiftUIChecker

/// Renders a `GradeReport` (or a `RunReport`) for the terminal, most important feedback first.
public struct GradeView {
    public var style: TerminalStyle

    public init(style: TerminalStyle) {
        self.style = style
    }

    /// - Parameters:
    ///   - hintsLeft: the next hint's number and the total, to point a failed attempt at `hint`.
    ///   - suggestsShellCommands: false where the shell's `next` and `solution` are not at hand (watch).
    ///   - brief: at most this many lines (the verdict and the first problems, then a line saying
    ///     how to see the rest), or nil for the whole report.
    public func render(
        _ report: GradeReport, displayName: String, hintsLeft: (next: Int, total: Int)?,
        suggestsShellCommands: Bool = true, brief: BriefReport? = nil
    ) -> [String] {
        let title =
            report.passed
            ? style.apply([.bold, .green], "✓ Passed") + " — \(report.exerciseID)"
            : report.verdict == .cancelled
                ? style.apply([.bold, .yellow], "✗ \(Self.headline(report.verdict))") + " — \(report.exerciseID)"
                : style.apply([.bold, .red], "✗ \(Self.headline(report.verdict))")
                    + " — \(report.exerciseID) (score \(report.score)/100)"
        let head = [title + (report.cached ? style.apply(.gray, "  (same as your earlier attempt)") : "")]
        var tail: [String] = []
        if !report.passed, report.verdict != .cancelled, let hintsLeft, hintsLeft.next <= hintsLeft.total {
            tail.append("")
            tail.append(
                "Stuck? Type " + style.apply(.cyan, "hint") + " for hint \(hintsLeft.next) of \(hintsLeft.total).")
        }
        if report.passed, suggestsShellCommands {
            tail.append("")
            tail.append(
                "Type " + style.apply(.cyan, "next") + " to go on, or " + style.apply(.cyan, "solution")
                    + " to compare with the reference solution.")
        }
        tail.append(
            style.apply(
                .gray,
                String(format: "graded in %.1f s", report.timings.total)
                    + (report.isolation.map { " · " + Self.sandboxSummary($0) } ?? "")))
        let sections = feedbackSections(report.feedback, displayName: displayName)
        let full = head + sections.flatMap { $0.heading + $0.items.flatMap { $0 } } + tail
        guard let brief, full.count > brief.maxLines else { return full }
        return head + shortened(sections, lines: brief.maxLines - head.count - tail.count - 1, brief: brief) + tail
    }

    /// How a report is shortened to fit a screen.
    public struct BriefReport: Sendable {
        /// At most this many lines in all.
        public var maxLines: Int
        /// What to type to see everything ("details").
        public var howToSeeAll: String

        public init(maxLines: Int = 20, howToSeeAll: String) {
            self.maxLines = maxLines
            self.howToSeeAll = howToSeeAll
        }
    }

    /// As many whole items as fit in `budget` lines, in order; the first that does not fit is cut
    /// to the lines left (when at least its message and one more line fit, and always for the
    /// first item); then one line saying what was left out.
    private func shortened(
        _ sections: [(heading: [String], items: [[String]])], lines budget: Int, brief: BriefReport
    ) -> [String] {
        var budget = max(budget, 4)
        var shown: [String] = []
        var itemsLeftOut = 0
        var cut = false
        for section in sections {
            var headingShown = false
            for item in section.items {
                let heading = headingShown ? [] : section.heading
                if cut || itemsLeftOut > 0 {
                    itemsLeftOut += 1
                } else if heading.count + item.count <= budget {
                    shown += heading + item
                    budget -= heading.count + item.count
                    headingShown = true
                } else if shown.isEmpty || budget - heading.count >= 2 {
                    shown += heading + item.prefix(max(1, budget - heading.count))
                    headingShown = true
                    cut = true
                } else {
                    itemsLeftOut += 1
                }
            }
        }
        return shown + [
            style.apply(.gray, SessionMessages.reportShortened(itemsLeftOut: itemsLeftOut, cut: cut, brief.howToSeeAll))
        ]
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
        feedbackSections(items, displayName: displayName).flatMap { $0.heading + $0.items.flatMap { $0 } }
    }

    /// Feedback grouped by kind, most important first: each group's heading and its items' lines.
    private func feedbackSections(_ items: [FeedbackItem], displayName: String)
        -> [(heading: [String], items: [[String]])]
    {
        var sections: [(heading: [String], items: [[String]])] = []
        for kind in FeedbackItem.Kind.allCases {
            let group = items.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            let (heading, color): (String, TerminalStyle.Attribute) =
                switch kind {
                case .essential: ("Must fix", .red)
                case .actionable: ("Should fix", .yellow)
                case .informative: ("Worth knowing", .cyan)
                case .celebratory: ("Well done", .green)
                }
            sections.append(
                (["", style.apply([.bold, color], heading)], group.map { item(lines: $0, displayName: displayName) }))
        }
        return sections
    }

    /// One item: its message wrapped (code in backticks rendered), the rule it comes from, its details.
    private func item(lines item: FeedbackItem, displayName: String) -> [String] {
        let location = item.location.map { "\(displayName):\($0.line):\($0.column): " } ?? ""
        let label =
            ["compile", "run", "output", "require", "forbid", "checker", "grader"].contains(item.source)
            ? nil : "[\(item.source)]"
        var lines = MarkdownRenderer(style: style).wrap(
            location + item.message, indent: "  • ", hangingIndent: "    ", inlineMarkdown: .codeOnly)
        if let label {
            // The rule's id stays whole: on the last line when it fits, else on a line of its own.
            if visibleWidth(lines[lines.count - 1]) + 1 + label.count <= style.width {
                lines[lines.count - 1] += " " + style.apply(.gray, label)
            } else {
                lines.append("    " + style.apply(.gray, label))
            }
        }
        for detail in item.details {
            let colored =
                detail.hasPrefix("- ")
                ? style.apply(.red, detail) : detail.hasPrefix("+ ") ? style.apply(.green, detail) : detail
            lines.append("      " + colored)
        }
        return lines
    }
}
