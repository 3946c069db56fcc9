import Foundation
import SwiftUIChecker

/// What validating one exercise found.
public struct ExerciseValidation: Equatable, Sendable {
    public var exerciseID: String
    /// The verdicts of the reference solution and the starter; nil when the exercise could not
    /// be graded because its own files have problems (those are in the load problems).
    public var solutionVerdict: Verdict?
    public var starterVerdict: Verdict?
    /// How many of the exercise's mistakes and alternatives were graded as they must be.
    public var mistakesCaught = 0, mistakesTotal = 0
    public var alternativesPassing = 0, alternativesTotal = 0
    /// Seconds spent grading the exercise's files together.
    public var seconds: Double
    /// Problems found by grading and by the checks the loader does not make.
    public var problems: [CurriculumProblem]

    public var wasGraded: Bool { solutionVerdict != nil }
    public var isValid: Bool { wasGraded && problems.isEmpty }
}

/// Everything `pack validate` found in one pack.
public struct PackValidationReport: Sendable {
    /// The pack folder as given.
    public var root: URL
    /// Nil when `pack.yml` could not be read.
    public var packID: String?
    /// Every problem the curriculum loader reported.
    public var loadProblems: [CurriculumProblem]
    /// Problems of the course as a whole: lessons that do not name their rules, rules no starter
    /// of their track makes fire.
    public var courseProblems: [CurriculumProblem] = []
    /// What each track holds; empty when the pack did not load or only some exercises were validated.
    public var figures: [TrackFigures] = []
    /// One entry per exercise folder, in the pack's order.
    public var exercises: [ExerciseValidation]
    /// Wall-clock seconds for the whole validation.
    public var seconds: Double
    /// How many grading jobs ran at once.
    public var workers: Int

    /// Load problems first, then each exercise's.
    public var problems: [CurriculumProblem] { loadProblems + courseProblems + exercises.flatMap(\.problems) }
    public var isValid: Bool { problems.isEmpty && exercises.allSatisfy(\.wasGraded) }
}

/// Checks a pack the way its author needs before shipping it (the idea of rustlings'
/// `dev check`): it loads without problems, every exercise's reference solution passes with no
/// checker finding a learner should not copy, its starter does not pass, every mistake fails with
/// the feedback it names, every alternative passes, every rule an exercise names exists, and no
/// hint is blank. Every problem is collected; grading runs on several exercises at once.
public struct PackValidator: Sendable {
    /// Grades solutions and starters. Its cache is always removed: validation must really
    /// compile and run the code.
    public let grader: Grader
    /// Rule ids an exercise may name under `checks.rules`.
    public var knownRuleIDs: Set<String>
    /// How many grading jobs run at once.
    public var workers: Int

    public init(
        grader: Grader, knownRuleIDs: Set<String> = RuleRegistry.ids,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        var uncached = grader
        uncached.cache = nil
        self.grader = uncached
        self.knownRuleIDs = knownRuleIDs
        self.workers = max(1, workers)
    }

    /// The exercise folders (those holding an `exercise.yml`) of the pack at `root`, by name.
    public func exerciseFolders(in root: URL) -> [URL] {
        let folder = root.appendingPathComponent("Exercises")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }.filter { url in
            FileManager.default.fileExists(atPath: url.appendingPathComponent("exercise.yml").path)
        }
    }

    /// Validates the pack at `root`; with `only`, just those exercises (their own files, mistakes
    /// and alternatives), and the pack's load problems only where they concern them.
    public func validate(packAt root: URL, only: [String]? = nil) -> PackValidationReport {
        let start = Date()
        let loaded = CurriculumLoader().load(packRoots: [root])
        let pack = loaded.curriculum.packs.first
        // A pack with any problem is not loaded; its exercises are then loaded one by one so
        // their code is still graded and every problem shows up in a single run.
        var entries: [(id: String, exercise: Exercise?)]
        if let pack {
            entries = pack.exercises.map { ($0.id, $0) }
        } else {
            entries = exerciseFolders(in: root).map { ($0.lastPathComponent, IsolatedExercise.load(from: $0)) }
        }
        var loadProblems = loaded.problems
        if let only {
            entries = entries.filter { only.contains($0.id) }
            loadProblems = loadProblems.filter { problem in only.contains { problem.file.contains("Exercises/\($0)/") }
            }
        }
        let modelRules = pack.map(ModelCodeRules.init) ?? ModelCodeRules()

        let jobs = entries.indices.flatMap { index in
            entries[index].exercise.map { exercise in
                GradingJob.all(for: exercise, entry: index, modelRules: modelRules)
            } ?? []
        }
        let grader = self.grader
        let outcomes = BoundedConcurrency.map(jobs, width: workers) { job in job.run(with: grader) }

        var exercises = entries.map { ExerciseValidation(exerciseID: $0.id, seconds: 0, problems: []) }
        for (job, outcome) in zip(jobs, outcomes) {
            exercises[job.entry].seconds += outcome.seconds
            let fine = outcome.problems.isEmpty
            switch job.role {
            case .solution: exercises[job.entry].solutionVerdict = outcome.report.verdict
            case .starter: exercises[job.entry].starterVerdict = outcome.report.verdict
            case .mistake:
                exercises[job.entry].mistakesTotal += 1
                if fine { exercises[job.entry].mistakesCaught += 1 }
            case .alternative:
                exercises[job.entry].alternativesTotal += 1
                if fine { exercises[job.entry].alternativesPassing += 1 }
            }
            exercises[job.entry].problems += outcome.problems
        }
        for (index, entry) in entries.enumerated() {
            guard let exercise = entry.exercise else { continue }
            exercises[index].problems = manifestProblems(exercise) + exercises[index].problems
        }
        var report = PackValidationReport(
            root: root, packID: pack?.id ?? IsolatedExercise.packID(at: root),
            loadProblems: loadProblems, exercises: exercises,
            seconds: 0, workers: workers)
        if let pack, only == nil {
            let coverage = CourseCoverage(pack: pack, checker: grader.checker)
            report.courseProblems = coverage.problems
            report.figures = coverage.figures
        }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// Rule ids the checker does not have and blank hints, located in `exercise.yml`.
    func manifestProblems(_ exercise: Exercise) -> [CurriculumProblem] {
        let manifest = exercise.directory.appendingPathComponent("exercise.yml")
        let lines = ManifestLines(manifest: manifest)
        let file = DisplayPath.of(manifest)
        var problems: [CurriculumProblem] = []
        for (index, rule) in exercise.checks.rules.enumerated() where !knownRuleIDs.contains(rule) {
            problems.append(
                CurriculumProblem(
                    file: file, line: lines.line(ofRule: rule, at: index),
                    .unknownRule(rule, key: "checks.rules", known: knownRuleIDs)))
        }
        for (index, hint) in exercise.hints.enumerated()
        where hint.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append(
                CurriculumProblem(
                    file: file, line: lines.hintLines.indices.contains(index) ? lines.hintLines[index] : nil,
                    .blankHint(index + 1)))
        }
        return problems
    }
}

/// Grading one of an exercise's files: its reference solution, its starter, or one of its
/// sample answers.
struct GradingJob: Sendable {
    enum Role: Sendable {
        case solution, starter
        case mistake(SampleAnswer)
        case alternative(SampleAnswer)
    }

    var entry: Int
    var role: Role
    var exercise: Exercise
    /// Rules the reference solution must not break (its lesson's and every earlier lesson's).
    var modelRules: Set<String> = []

    static func all(for exercise: Exercise, entry: Int, modelRules: ModelCodeRules) -> [GradingJob] {
        let roles: [Role] =
            [.solution, .starter] + exercise.mistakes.map(Role.mistake) + exercise.alternatives.map(Role.alternative)
        return roles.map {
            GradingJob(
                entry: entry, role: $0, exercise: exercise, modelRules: modelRules.rules(upTo: exercise.lessonID))
        }
    }

    private var file: URL {
        switch role {
        case .solution: exercise.solutionFile
        case .starter: exercise.starterFile
        case .mistake(let answer), .alternative(let answer): answer.file
        }
    }

    struct Outcome: Sendable {
        var report: GradeReport
        var seconds: Double
        var problems: [CurriculumProblem]
    }

    func run(with grader: Grader) -> Outcome {
        let display = DisplayPath.of(file)
        let start = Date()
        guard let source = try? String(contentsOf: file, encoding: .utf8) else {
            let report = GradeReport(exerciseID: exercise.id, verdict: .internalError, score: 0, feedback: [])
            return Outcome(
                report: report, seconds: 0,
                problems: [CurriculumProblem(file: display, .answerNotUTF8)])
        }
        let report = grader.grade(exercise, source: source, displayName: display)
        let seconds = Date().timeIntervalSince(start)
        let header = AnswerHeader(source)
        var problems = headerProblems(header, file: display) + problems(report, header: header, file: display)
        if case .solution = role, exercise.kind != .predict {
            let findings = grader.checker.check(source: source, fileName: display)
                .filter { !exercise.checks.ignore.contains($0.ruleID) }
            problems += modelCodeProblems(findings, file: display)
        }
        return Outcome(report: report, seconds: seconds, problems: problems)
    }

    private var name: String {
        switch role {
        case .solution: "reference solution"
        case .starter: "starter"
        case .mistake: "mistake"
        case .alternative: "alternative"
        }
    }

    /// A reference solution models the best code: no warning or error from any rule the exercise
    /// does not ignore, and no finding at all from the rules its lesson and the lessons before it
    /// teach.
    private func modelCodeProblems(_ findings: [Finding], file: String) -> [CurriculumProblem] {
        findings.filter {
            $0.ruleID != Checker.parseErrorID && ($0.severity >= .warning || modelRules.contains($0.ruleID))
        }
        .map { finding in CurriculumProblem(file: file, line: finding.line, .solutionDrawsFinding(finding)) }
    }

    /// A mistake must name the feedback it gets; an alternative must pass, so it names none.
    private func headerProblems(_ header: AnswerHeader, file: String) -> [CurriculumProblem] {
        switch role {
        case .mistake where header.expectations.isEmpty:
            [CurriculumProblem(file: file, line: 1, .mistakeNamesNoFeedback)]
        case .alternative where !header.expectations.isEmpty:
            [CurriculumProblem(file: file, line: header.expectationLines.first, .alternativeExpectsFeedback)]
        default: []
        }
    }

    /// Whether a feedback item is the one an expectation names: by its source (a rule id,
    /// `output`, `compile`…) or by text in its message or details.
    static func matches(_ expectation: String) -> (FeedbackItem) -> Bool {
        { item in
            item.source == expectation || item.message.contains(expectation)
                || item.details.contains { $0.contains(expectation) }
        }
    }

    private func problems(_ report: GradeReport, header: AnswerHeader, file: String) -> [CurriculumProblem] {
        if report.verdict == .internalError {
            return [CurriculumProblem(file: file, .couldNotGrade(name, reason: report.feedback.first?.message))]
        }
        if report.verdict == .cancelled { return [] }
        switch role {
        case .mistake:
            if report.passed {
                return [CurriculumProblem(file: file, line: 1, .mistakePasses)]
            }
            let missing = header.expectations.filter { !report.feedback.contains(where: Self.matches($0)) }
            guard !missing.isEmpty else { return [] }
            let got = report.feedback.filter { $0.kind == .essential }.prefix(3).map { "[\($0.source)] \($0.message)" }
            return [
                CurriculumProblem(
                    file: file, line: 1, .mistakeMissesFeedback(verdict: report.verdict, missing: missing, got: got))
            ]
        case .alternative where !report.passed, .solution where !report.passed:
            let essential = report.feedback.filter { $0.kind == .essential }
            let shown = (essential.isEmpty ? report.feedback.filter { $0.kind == .actionable } : essential).prefix(3)
            let summary = shown.map { item in item.location.map { "line \($0.line): \(item.message)" } ?? item.message }
            return [
                CurriculumProblem(
                    file: file, line: shown.first?.location?.line,
                    .doesNotPass(
                        name, verdict: report.verdict, reasons: summary, more: max(0, essential.count - shown.count)))
            ]
        case .starter where report.passed:
            return [CurriculumProblem(file: file, .starterPasses)]
        default:
            return []
        }
    }
}
