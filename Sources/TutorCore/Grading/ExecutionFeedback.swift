import Sandbox

/// Feedback for a program that did not compile.
enum CompileFeedback {
    static func items(
        for result: SandboxResult, diagnostics: [CompilerDiagnostic], learnerFile: String,
        lines: SourceLines
    ) -> [FeedbackItem] {
        if let limit = result.limitHit {
            return [
                FeedbackItem(
                    kind: .essential, message: "Compiling went past the compiler's limits (\(limit.rawValue)).",
                    source: "compile",
                    details: [
                        "Very deep nesting or huge literals can make the compiler work too hard; simplify the code."
                    ])
            ]
        }
        let errors = diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else {
            return [
                FeedbackItem(
                    kind: .essential, message: "The compiler failed without an error message.", source: "compile",
                    details: result.standardError.text.split(whereSeparator: \.isNewline).suffix(10).map(String.init))
            ]
        }
        return errors.map { error in
            if error.file.hasSuffix(learnerFile) {
                return FeedbackItem(
                    kind: .essential, message: error.message, source: "compile",
                    location: .init(line: error.line, column: error.column),
                    details: lines.excerpt(line: error.line, column: error.column))
            }
            if error.file.hasSuffix(Grader.harnessName) {
                // Never point the learner at the harness's lines: say what it needed instead.
                return FeedbackItem(
                    kind: .essential, message: "The exercise's test code cannot use your code: \(error.message)",
                    source: "compile", details: ["Check the names and types the prompt asks for."])
            }
            // Macro expansions and the like: the learner's code caused it, but has no line to show.
            return FeedbackItem(kind: .essential, message: error.message, source: "compile")
        }
    }
}

/// Feedback for a program that ran but did not finish normally; nil when it did.
enum RunFeedback {
    static func item(
        for ran: SandboxResult, learnerFile: String, displayName: String,
        lines: SourceLines
    ) -> (verdict: Verdict, item: FeedbackItem)? {
        if let limit = ran.limitHit {
            let (verdict, message) = explain(limit)
            return (verdict, FeedbackItem(kind: .essential, message: message, source: "run"))
        }
        guard ran.termination != .exited(code: 0) else { return nil }
        let errorText = ran.standardError.text.replacingOccurrences(of: learnerFile, with: displayName)
        let crashLine = CrashReport.line(in: errorText, file: displayName)
        let how: String =
            switch ran.termination {
            case .exited(let code): "exited with status \(code)"
            case .signaled(let signal): "crashed (signal \(signal))"
            }
        return (
            .runtimeError,
            FeedbackItem(
                kind: .essential, message: "Your program \(how) before finishing.", source: "run",
                location: crashLine.map { .init(line: $0, column: 1) },
                details: CrashReport.withoutStackFrames(errorText).prefix(12).map(String.init)
                    + (crashLine.map { lines.excerpt(line: $0, column: 1) } ?? []))
        )
    }

    static func explain(_ limit: SandboxLimitKind) -> (Verdict, String) {
        switch limit {
        case .cpuTime: (.timeout, "Your program used more than the CPU time allowed; look for a loop that never ends.")
        case .wallTime: (.timeout, "Your program ran past the time limit; is it waiting for input or sleeping?")
        case .memory: (.resourceLimit, "Your program tried to use more memory than allowed.")
        case .fileSize: (.resourceLimit, "Your program wrote a file larger than allowed.")
        case .processes: (.resourceLimit, "Your program started more processes than allowed.")
        case .output:
            (.resourceLimit, "Your program printed more than the output limit allows; its output was cut off.")
        }
    }
}
