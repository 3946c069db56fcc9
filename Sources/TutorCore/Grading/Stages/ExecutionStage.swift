import Foundation
import Sandbox

/// The stage that compiles the submission (with the exercise's harness) and runs it, both in the
/// sandbox. It starts on a thread of its own as soon as grading begins, so the static checks take
/// no extra time, and is joined with `finish`.
struct ExecutionStage {
    /// What compiling and running came to.
    enum Outcome {
        /// The machine could not grade (no compiler, a sandbox failure).
        case setupFailed(String)
        /// Ctrl-C stopped it.
        case cancelled
        case compileFailed(feedback: [FeedbackItem], isolation: String)
        /// Compiled; the exercise has nothing to run.
        case compiled(warnings: [FeedbackItem], isolation: String)
        /// Compiled, then crashed, timed out or hit a limit.
        case ranAbnormally(verdict: Verdict, feedback: [FeedbackItem], output: String, isolation: String)
        /// Compiled and ran to a normal end.
        case ran(warnings: [FeedbackItem], output: String, isolation: String)
    }

    private let background: BackgroundExecution

    /// Starts compiling (and running, when `run` is set) `source` with `harness`.
    init(
        source: String, harness: String?, declaresEntryPoint: Bool, linksSwiftUI: Bool, run: Bool,
        toolchain: Toolchain, sandbox: any SandboxRunner, cancellation: Int32?
    ) {
        background = BackgroundExecution(hasHarness: harness != nil, declaresEntryPoint: declaresEntryPoint) {
            execution in
            execution.execute(
                source: source, harness: harness, linksSwiftUI: linksSwiftUI, run: run,
                toolchain: toolchain, sandbox: sandbox, cancellation: cancellation)
        }
    }

    /// Waits for the compile and run, and turns them into feedback on the learner's own lines.
    func finish(source: String, displayName: String, timings: inout GradeTimings) -> Outcome {
        let (execution, outcome) = background.wait()
        timings.compile = execution.compileSeconds
        timings.run = execution.runSeconds
        let lines = SourceLines(source)
        let learnerFile = execution.submissionFile
        func warnings(_ diagnostics: [CompilerDiagnostic]) -> [FeedbackItem] {
            diagnostics.filter { $0.severity == .warning && $0.file.hasSuffix(learnerFile) }.map { warning in
                FeedbackItem(
                    kind: .actionable, message: GradingMessages.compilerWarns(warning.message), source: "compile",
                    location: .init(line: warning.line, column: warning.column),
                    details: lines.excerpt(line: warning.line, column: warning.column))
            }
        }
        switch outcome {
        case .setupFailed(let reason):
            return .setupFailed(reason)
        case .cancelled:
            return .cancelled
        case .compileFailed(let result, let diagnostics):
            let items =
                warnings(diagnostics)
                + CompileFeedback.items(for: result, diagnostics: diagnostics, learnerFile: learnerFile, lines: lines)
            return .compileFailed(feedback: items, isolation: result.isolation.explanation)
        case .finished(let compile, let diagnostics, let run):
            let isolation = compile.isolation.explanation
            guard let run else { return .compiled(warnings: warnings(diagnostics), isolation: isolation) }
            let output = run.standardOutput.text
            if let problem = RunFeedback.item(
                for: run, learnerFile: learnerFile, displayName: displayName, lines: lines,
                crashLocation: execution.crashLocation)
            {
                return .ranAbnormally(
                    verdict: problem.verdict, feedback: warnings(diagnostics) + [problem.item],
                    output: output, isolation: isolation)
            }
            return .ran(warnings: warnings(diagnostics), output: output, isolation: isolation)
        }
    }
}
