import Foundation
import SwiftUIChecker

/// What validating one exercise found.
public struct ExerciseValidation: Equatable, Sendable {
    public var exerciseID: String
    /// The verdicts of the reference solution and the starter; nil when the exercise could not
    /// be graded because its own files have problems (those are in the load problems).
    public var solutionVerdict: Verdict?
    public var starterVerdict: Verdict?
    /// Seconds spent grading the solution and the starter together.
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
    /// One entry per exercise folder, in the pack's order.
    public var exercises: [ExerciseValidation]
    /// Wall-clock seconds for the whole validation.
    public var seconds: Double
    /// How many grading jobs ran at once.
    public var workers: Int

    /// Load problems first, then each exercise's.
    public var problems: [CurriculumProblem] { loadProblems + exercises.flatMap(\.problems) }
    public var isValid: Bool { problems.isEmpty && exercises.allSatisfy(\.wasGraded) }
}

/// Checks a pack the way its author needs before shipping it (the idea of rustlings'
/// `dev check`): it loads without problems, every exercise's reference solution passes and
/// its starter does not, every rule an exercise names exists, and no hint is blank. Every
/// problem is collected; grading runs on several exercises at once.
public struct PackValidator: Sendable {
    /// Grades solutions and starters. Its cache is always removed: validation must really
    /// compile and run the code.
    public let grader: Grader
    /// Rule ids an exercise may name under `checks.rules`.
    public var knownRuleIDs: Set<String>
    /// How many grading jobs run at once.
    public var workers: Int

    public init(grader: Grader, knownRuleIDs: Set<String> = RuleRegistry.ids,
                workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
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

    public func validate(packAt root: URL) -> PackValidationReport {
        let start = Date()
        let loaded = CurriculumLoader().load(packRoots: [root])
        let pack = loaded.curriculum.packs.first
        // A pack with any problem is not loaded; its exercises are then loaded one by one so
        // their code is still graded and every problem shows up in a single run.
        let entries: [(id: String, exercise: Exercise?)]
        if let pack {
            entries = pack.exercises.map { ($0.id, $0) }
        } else {
            entries = exerciseFolders(in: root).map { ($0.lastPathComponent, IsolatedExercise.load(from: $0)) }
        }

        let jobs = entries.indices.flatMap { index in
            entries[index].exercise.map { exercise in [GradingJob(entry: index, role: .solution, exercise: exercise),
                                                       GradingJob(entry: index, role: .starter, exercise: exercise)] } ?? []
        }
        let grader = self.grader
        let outcomes = BoundedConcurrency.map(jobs, width: workers) { job in job.run(with: grader) }

        var exercises = entries.map { ExerciseValidation(exerciseID: $0.id, seconds: 0, problems: []) }
        for (job, outcome) in zip(jobs, outcomes) {
            exercises[job.entry].seconds += outcome.seconds
            switch job.role {
            case .solution: exercises[job.entry].solutionVerdict = outcome.report.verdict
            case .starter: exercises[job.entry].starterVerdict = outcome.report.verdict
            }
            exercises[job.entry].problems += outcome.problems
        }
        for (index, entry) in entries.enumerated() {
            guard let exercise = entry.exercise else { continue }
            exercises[index].problems = manifestProblems(exercise) + exercises[index].problems
        }
        return PackValidationReport(root: root, packID: pack?.id ?? IsolatedExercise.packID(at: root),
                                    loadProblems: loaded.problems, exercises: exercises,
                                    seconds: Date().timeIntervalSince(start), workers: workers)
    }

    /// Rule ids the checker does not have and blank hints, located in `exercise.yml`.
    func manifestProblems(_ exercise: Exercise) -> [CurriculumProblem] {
        let manifest = exercise.directory.appendingPathComponent("exercise.yml")
        let lines = ManifestLines(manifest: manifest)
        let file = DisplayPath.of(manifest)
        var problems: [CurriculumProblem] = []
        let known = knownRuleIDs.sorted()
        for (index, rule) in exercise.checks.rules.enumerated() where !knownRuleIDs.contains(rule) {
            let suggestion = ClosestNames.best(for: rule, in: known).map { "Did you mean '\($0)'? " } ?? ""
            problems.append(CurriculumProblem(
                file: file, line: lines.line(ofRule: rule, at: index),
                message: "'checks.rules' names '\(rule)', which is not a rule of the checker",
                fix: "\(suggestion)Use an id that 'swiftui-tutor rules' lists"))
        }
        for (index, hint) in exercise.hints.enumerated()
        where hint.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append(CurriculumProblem(
                file: file, line: lines.hintLines.indices.contains(index) ? lines.hintLines[index] : nil,
                message: "hint \(index + 1) is blank", fix: "Write the hint's text or remove the entry"))
        }
        return problems
    }
}

/// Grading one of an exercise's two reference files.
struct GradingJob: Sendable {
    enum Role: Sendable { case solution, starter }

    var entry: Int
    var role: Role
    var exercise: Exercise

    struct Outcome: Sendable {
        var report: GradeReport
        var seconds: Double
        var problems: [CurriculumProblem]
    }

    func run(with grader: Grader) -> Outcome {
        let file = role == .solution ? exercise.solutionFile : exercise.starterFile
        let display = DisplayPath.of(file)
        let start = Date()
        guard let source = try? String(contentsOf: file, encoding: .utf8) else {
            let report = GradeReport(exerciseID: exercise.id, verdict: .internalError, score: 0, feedback: [])
            return Outcome(report: report, seconds: 0, problems: [CurriculumProblem(
                file: display, message: "the file cannot be read as UTF-8 text", fix: "Save it as UTF-8 text")])
        }
        let report = grader.grade(exercise, source: source, displayName: display)
        let seconds = Date().timeIntervalSince(start)
        return Outcome(report: report, seconds: seconds, problems: problems(report, file: display))
    }

    private func problems(_ report: GradeReport, file: String) -> [CurriculumProblem] {
        let name = role == .solution ? "reference solution" : "starter"
        if report.verdict == .internalError {
            let reason = report.feedback.first?.message ?? "the grader gave no reason"
            return [CurriculumProblem(
                file: file, message: "the \(name) could not be graded: \(reason)",
                fix: "Fix what the message names (the toolchain, the headless SwiftUI module or the exercise's files) and validate again")]
        }
        switch role {
        case .solution where !report.passed:
            let essential = report.feedback.filter { $0.kind == .essential }
            let shown = (essential.isEmpty ? report.feedback.filter { $0.kind == .actionable } : essential).prefix(3)
            let summary = shown.map { item in item.location.map { "line \($0.line): \(item.message)" } ?? item.message }
            let more = essential.count > shown.count ? " (and \(essential.count - shown.count) more)" : ""
            return [CurriculumProblem(
                file: file, line: shown.first?.location?.line,
                message: "the reference solution does not pass (\(report.verdict.rawValue)): "
                    + summary.joined(separator: "; ") + more,
                fix: "Correct the solution, or the exercise's checks, harness or expected output, until the reference passes")]
        case .starter where report.passed:
            return [CurriculumProblem(
                file: file, message: "the starter already passes, so the learner has nothing to do",
                fix: "Leave the task undone in the starter: it must fail a required construct, a rule the exercise lists, or the expected output")]
        default:
            return []
        }
    }
}
