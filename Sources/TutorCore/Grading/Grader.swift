import Foundation
import Sandbox
import SwiftUIChecker
import Wording

/// Turns a submission into a `GradeReport`: static checks (the shared checker and the
/// exercise's required and forbidden constructs), then — for exercises that run — a sandboxed
/// compile with the exercise's harness, a sandboxed run, and a comparison with the expected output.
public struct Grader: Sendable {
    public var toolchain: Toolchain
    public var sandbox: any SandboxRunner
    public var checker: Checker
    public var cache: GradeCache?
    /// A descriptor that becomes readable when grading should stop (the shell's Ctrl-C pipe);
    /// compiling and running then end at once with a `cancelled` verdict.
    public var cancellation: Int32?

    /// File names inside the sandbox. The submission is never `main.swift` when a harness
    /// brings the entry point (`@main` and `main.swift` cannot live together).
    static let submissionName = "Submission.swift"
    static let harnessName = "Harness.swift"
    static let programName = "program"
    /// Changes whenever grading or its messages change, so cached reports are not reused across versions.
    static let formatVersion = "grader-5"

    public init(
        toolchain: Toolchain, sandbox: any SandboxRunner, checker: Checker = Checker(), cache: GradeCache? = nil
    ) {
        self.toolchain = toolchain
        self.sandbox = sandbox
        self.checker = checker
        self.cache = cache
    }

    /// Grades `source` for `exercise`. `displayName` is what the learner calls the code (their
    /// file's path, or `<pasted>`); every location in the report refers to it.
    public func grade(_ exercise: Exercise, source: String, displayName: String) -> GradeReport {
        let start = Date()
        let files = ExerciseFiles(exercise)
        let key = cache.map { _ in cacheKey(exercise, source: source, files: files) }
        if let cache, let key, var cached = cache.report(for: key) {
            cached.cached = true
            cached.timings = GradeTimings(total: Date().timeIntervalSince(start))
            return cached
        }
        var report = gradeUncached(exercise, source: source, displayName: displayName, files: files)
        report.timings.total = Date().timeIntervalSince(start)
        if let cache, let key, report.isWorthCaching { cache.store(report, for: key) }
        return report
    }

    /// The pipeline: prediction (predict exercises only), static checks, compile and run, output.
    /// Each stage gives its feedback and what it adds to the score; the first that ends grading
    /// decides the verdict.
    private func gradeUncached(_ exercise: Exercise, source: String, displayName: String, files: ExerciseFiles)
        -> GradeReport
    {
        var feedback: [FeedbackItem] = []
        var praise: [FeedbackItem] = []  // shown only when the attempt passes
        var timings = GradeTimings()
        var card = ScoreCard()
        func finish(_ verdict: Verdict, output: String? = nil, isolation: String? = nil) -> GradeReport {
            var verdict = verdict
            if verdict == .passed, feedback.contains(where: { $0.kind == .essential }) { verdict = .failed }
            if verdict == .passed {
                feedback += praise
                if exercise.kind != .predict, !feedback.contains(where: { $0.kind == .informative }) {
                    feedback.append(
                        FeedbackItem(
                            kind: .celebratory, message: GradingMessages.clean,
                            source: "checker"))
                }
            } else {
                // Notes of rules the exercise does not ask about wait until the attempt passes, so
                // what must change stays in view.
                let notes = feedback.filter { $0.kind == .informative && RuleRegistry.ids.contains($0.source) }
                if !notes.isEmpty {
                    feedback.removeAll { $0.kind == .informative && RuleRegistry.ids.contains($0.source) }
                    feedback.append(
                        FeedbackItem(
                            kind: .informative,
                            message: GradingMessages.notesWaitForPass(notes.count),
                            source: "checker"))
                }
            }
            return GradeReport(
                exerciseID: exercise.id, verdict: verdict, score: card.score(passed: verdict == .passed),
                feedback: feedback, output: output, timings: timings, isolation: isolation)
        }

        if exercise.kind == .predict {
            guard let expected = exercise.expected, let text = files.expected.text else {
                return internalError(exercise, "the exercise has no readable expected output")
            }
            let prediction = PredictionStage(answer: source, expected: text, comparison: expected.comparison)
            card.stage = .predicted(share: prediction.share)
            feedback += prediction.feedback
            return finish(prediction.passed ? .passed : .failed)
        }
        if let file = exercise.harnessFile, files.harness == .unreadable {
            return internalError(exercise, "the harness \(file.lastPathComponent) cannot be read")
        }

        // Compiling and running start first, on a thread of their own, when this machine can.
        let matcher = ConstructMatcher(source: source)
        let linksSwiftUI =
            matcher.importsModule("SwiftUI")
            || files.harness.text.map { ConstructMatcher(source: $0).importsModule("SwiftUI") } == true
        let runs = exercise.expected != nil || exercise.harnessFile != nil
        let canCompile = !linksSwiftUI || toolchain.swiftUIArguments != nil
        let execution =
            canCompile
            ? ExecutionStage(
                source: source, harness: files.harness.text,
                declaresEntryPoint: files.harness == .absent && matcher.firstMatch(of: .uses(name: "@main")) != nil,
                linksSwiftUI: linksSwiftUI, run: runs, toolchain: toolchain, sandbox: sandbox,
                cancellation: cancellation)
            : nil

        let staticStart = Date()
        let findings = checker.check(source: source, fileName: displayName)
        let statics = StaticChecks(exercise: exercise, findings: findings, matcher: matcher)
        for passed in statics.tallies { card.tally(passed) }
        card.missingDeclaration = statics.missingDeclaration
        feedback += statics.feedback
        praise += statics.praise
        timings.staticChecks = Date().timeIntervalSince(staticStart)

        guard let execution else {
            // SwiftUI code with no headless module here: an exercise that only checks ends now.
            if runs { return internalError(exercise, GradingSetupError.headlessModuleMissing.description) }
            feedback.append(
                FeedbackItem(
                    kind: .informative,
                    message: GradingMessages.notCompiledHere,
                    source: "compile"))
            // Nothing else will catch code that does not parse, so its syntax errors must.
            for error in findings where error.ruleID == Checker.parseErrorID {
                card.tally(false)
                feedback.append(
                    FeedbackItem(
                        kind: .essential, message: error.message, source: "compile",
                        location: .init(line: error.line, column: error.column),
                        details: SourceLines(source).excerpt(line: error.line, column: error.column)))
            }
            return finish(.passed)
        }

        switch execution.finish(source: source, displayName: displayName, timings: &timings) {
        case .setupFailed(let reason):
            return internalError(exercise, reason)
        case .cancelled:
            return Self.cancelled(exercise.id)
        case .compileFailed(let items, let isolation):
            card.stage = .compileFailed
            // The compiler's errors come first. Findings of the rules this exercise is about stay
            // (a missing @MainActor is often why it does not compile); everything else the checks
            // said about code that never built is held back, in one line.
            let kept = feedback.filter { $0.kind == .essential && RuleRegistry.ids.contains($0.source) }
            let heldBack = feedback.count - kept.count
            feedback = items + kept
            if heldBack > 0 {
                feedback.append(
                    FeedbackItem(
                        kind: .informative,
                        message: GradingMessages.notesHeldBack(heldBack),
                        source: "checker"))
            }
            return finish(.compileError, isolation: isolation)
        case .compiled(let warnings, let isolation):
            card.stage = .ran(outputShare: 1)
            feedback += warnings
            return finish(.passed, isolation: isolation)
        case .ranAbnormally(let verdict, let items, let output, let isolation):
            card.stage = .ranAbnormally
            feedback += items
            return finish(verdict, output: output, isolation: isolation)
        case .ran(let warnings, let output, let isolation):
            feedback += warnings
            card.stage = .ran(outputShare: 1)
            guard let expected = exercise.expected else { return finish(.passed, output: output, isolation: isolation) }
            guard let text = files.expected.text else {
                return internalError(exercise, "the expected output \(expected.file.lastPathComponent) cannot be read")
            }
            let comparison = OutputStage(output: output, expected: text, comparison: expected.comparison)
            card.stage = .ran(outputShare: comparison.share)
            feedback.append(comparison.item)
            return finish(.passed, output: output, isolation: isolation)
        }
    }

    static func cancelled(_ exerciseID: String) -> GradeReport {
        GradeReport(
            exerciseID: exerciseID, verdict: .cancelled, score: 0,
            feedback: [
                FeedbackItem(
                    kind: .informative,
                    message: GradingMessages.cancelled,
                    source: "grader")
            ])
    }

    private func internalError(_ exercise: Exercise, _ reason: String) -> GradeReport {
        GradeReport(
            exerciseID: exercise.id, verdict: .internalError, score: 0,
            feedback: [
                FeedbackItem(
                    kind: .essential, message: GradingMessages.couldNotGrade(reason), source: "grader",
                    details: ["This is not your code's fault. Report it if it persists."])
            ])
    }

    /// Content + exercise + toolchain: identical resubmissions get the same key.
    func cacheKey(_ exercise: Exercise, source: String, files: ExerciseFiles) -> String {
        var bytes = Array("v1\0\(exercise.id)\0\(toolchain.version)\0\(toolchain.swiftUIArguments ?? [])\0".utf8)
        bytes += Array(source.utf8)
        for file in [files.harness, files.expected] where file != .absent {
            bytes += [0] + Array((file.text ?? "").utf8)
        }
        bytes += Array(
            "\(exercise.checks)\(exercise.kind.rawValue)\(exercise.expected?.comparison.rawValue ?? "")".utf8)
        bytes += Array("\(Self.formatVersion)\(RuleRegistry.all.map { $0.description.id })".utf8)
        return SHA256.hex(bytes)
    }
}

/// The learner's source split into lines, for excerpts with a caret.
struct SourceLines {
    let lines: [Substring]

    init(_ source: String) {
        lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The column (1-based) of the first character of a line that is not a space or tab.
    func firstCodeColumn(line: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 1 }
        return lines[line - 1].utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count + 1
    }

    /// The line and a caret under `column` (1-based, UTF-8).
    func excerpt(line: Int, column: Int) -> [String] {
        guard line >= 1, line <= lines.count else { return [] }
        let text = String(lines[line - 1])
        return [
            "\(line) | \(text)",
            String(repeating: " ", count: "\(line) | ".count) + caretIndent(under: text, column: column) + "^",
        ]
    }
}

/// Finds the learner's line in a Swift runtime error ("file:12: Fatal error: …").
enum CrashReport {
    /// The error text without the runtime's numbered stack frames, which name no learner line.
    static func withoutStackFrames(_ text: String) -> [Substring] {
        text.split(whereSeparator: \.isNewline).filter { line in
            let trimmed = line.drop { $0 == " " }
            let number = trimmed.prefix { $0.isNumber }
            return number.isEmpty || !trimmed.dropFirst(number.count).contains("0x")
        }.filter { !$0.hasPrefix("Current stack trace:") && !($0.hasPrefix("*** ") && $0.contains("Backtracing")) }
    }

    /// A runtime message without the standard library's place in it:
    /// `Swift/ContiguousArrayBuffer.swift:692: Fatal error: …` becomes `Fatal error: …`; the
    /// learner's own line is shown beside it instead.
    static func withoutLibraryPlace(_ line: Substring) -> Substring {
        guard line.hasPrefix("Swift/"), let colon = line.range(of: ": ") else { return line }
        let place = line[..<colon.lowerBound]
        guard let lastColon = place.lastIndex(of: ":"), place[place.index(after: lastColon)...].allSatisfy(\.isNumber),
            place[..<lastColon].hasSuffix(".swift")
        else { return line }
        return line[colon.upperBound...]
    }

    static func line(in text: String, file: String) -> Int? {
        for line in text.split(whereSeparator: \.isNewline) {
            guard let range = line.range(of: file + ":") else { continue }
            let digits = line[range.upperBound...].prefix { $0.isNumber }
            if let number = Int(digits) { return number }
        }
        return nil
    }
}

extension CodeConstruct.Pattern {
    /// How the construct is named in feedback.
    var phrase: String {
        switch self {
        case .declares(let name, let conformance?): "a type '\(name)' conforming to \(conformance)"
        case .declares(let name, nil): "a type '\(name)'"
        case .calls(let signature): "a call of \(signature)"
        case .uses(let name): name.hasPrefix("@") ? "the attribute \(name)" : "'\(name)'"
        }
    }
}

/// The result of `run`: a snippet compiled and run in the sandbox without grading.
public struct RunReport: Codable, Sendable, Equatable {
    public var verdict: Verdict
    public var output: String
    public var errorOutput: String
    /// Compiler errors and warnings, and what went wrong while running.
    public var feedback: [FeedbackItem]
    public var timings: GradeTimings
    /// The limits that applied, in plain words.
    public var limits: String
    public var isolation: String?

    public var json: String { ReadableJSON.text(self) }
}

extension Grader {
    /// Compiles and runs `source` like a playground, under the same sandbox as grading.
    public func run(source: String, displayName: String) -> RunReport {
        let start = Date()
        let limits = SandboxLimits.run
        let limitText =
            "\(limits.cpuSeconds) s CPU, \(Int(limits.wallSeconds)) s wall clock, "
            + "\(limits.addressSpaceBytes.map { "\($0 >> 20) MiB memory, " } ?? "")\(limits.maxProcesses) processes, "
            + "\(limits.outputBytes >> 10) KiB output"
        let lines = SourceLines(source)
        let matcher = ConstructMatcher(source: source)
        let linksSwiftUI = matcher.importsModule("SwiftUI")
        // A file of SwiftUI views with nothing to run (no top-level code, no `@main` of its own)
        // is shown as its first view renders.
        let declaresEntryPoint = matcher.firstMatch(of: .uses(name: "@main")) != nil
        let harness =
            linksSwiftUI && !matcher.hasTopLevelCode && !declaresEntryPoint
            ? matcher.viewTypeNames().first.map(Self.previewHarness(for:)) : nil
        var report = RunReport(
            verdict: .passed, output: "", errorOutput: "", feedback: [],
            timings: GradeTimings(), limits: limitText, isolation: nil)
        if linksSwiftUI, toolchain.swiftUIArguments == nil {
            report.verdict = .internalError
            report.feedback = [
                FeedbackItem(
                    kind: .essential, message: GradingSetupError.headlessModuleMissing.description, source: "run")
            ]
            return report
        }
        var execution = ProgramExecution(hasHarness: harness != nil, declaresEntryPoint: declaresEntryPoint)
        let outcome = execution.execute(
            source: source, harness: harness, linksSwiftUI: linksSwiftUI,
            run: true, toolchain: toolchain, sandbox: sandbox, cancellation: cancellation)
        switch outcome {
        case .cancelled:
            report.verdict = .cancelled
            report.feedback = [
                FeedbackItem(
                    kind: .informative,
                    message: GradingMessages.runCancelled,
                    source: "run")
            ]
        case .setupFailed(let reason):
            report.verdict = .internalError
            report.feedback = [
                FeedbackItem(kind: .essential, message: GradingMessages.couldNotRun(reason), source: "run")
            ]
        case .compileFailed(let result, let diagnostics):
            report.verdict = .compileError
            report.isolation = result.isolation.explanation
            report.feedback = CompileFeedback.items(
                for: result, diagnostics: diagnostics, learnerFile: execution.submissionFile, lines: lines)
        case .finished(let compile, _, let ran):
            report.isolation = compile.isolation.explanation
            if let ran {
                report.output = ran.standardOutput.text
                report.errorOutput = ran.standardError.text.replacingOccurrences(
                    of: execution.submissionFile, with: displayName)
                if let problem = RunFeedback.item(
                    for: ran, learnerFile: execution.submissionFile, displayName: displayName, lines: lines,
                    crashLocation: execution.crashLocation)
                {
                    report.verdict = problem.verdict
                    report.feedback = [problem.item]
                }
            }
        }
        report.timings = GradeTimings(
            compile: execution.compileSeconds, run: execution.runSeconds,
            total: Date().timeIntervalSince(start))
        return report
    }

    /// A program that renders `viewName()` with the headless SwiftUI harness once its tasks settle.
    static func previewHarness(for viewName: String) -> String {
        """
        import SwiftUI

        @main
        struct RunPreview {
            @MainActor
            static func main() async {
                let screen = ViewHarness(\(viewName)())
                _ = await screen.settle()
                print(screen.render())
            }
        }

        """
    }
}
