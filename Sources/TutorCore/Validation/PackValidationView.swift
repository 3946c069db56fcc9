import Foundation
import Wording

/// Renders a `PackValidationReport` for a terminal or a log, and as JSON.
public struct PackValidationView {
    public var style: TerminalStyle

    public init(style: TerminalStyle) {
        self.style = style
    }

    /// Load problems, one line per exercise with its own problems beneath, and a summary.
    public func render(_ report: PackValidationReport) -> [String] {
        var lines: [String] = []
        if !report.loadProblems.isEmpty {
            lines.append(style.apply(.bold, "Problems loading the pack:"))
            lines += report.loadProblems.map { "  " + style.apply(.red, "✗") + " \($0)" }
        }
        if !report.courseProblems.isEmpty {
            lines.append(style.apply(.bold, "Problems of the course:"))
            lines += report.courseProblems.map { "  " + style.apply(.red, "✗") + " \($0)" }
        }
        for exercise in report.exercises {
            lines.append(line(for: exercise))
            lines += exercise.problems.map { "    \($0)" }
        }
        for figures in report.figures {
            let kinds = figures.byKind.filter { $0.count > 0 }.map { "\($0.count) \($0.kind.rawValue)" }.joined(
                separator: ", ")
            lines.append(
                style.apply(
                    .gray,
                    "  \(figures.title): \(figures.lessons) lessons, \(figures.exercises) exercises (\(kinds)), "
                        + "\(figures.gradedByBehaviour) graded by behaviour or output, \(figures.mistakes) mistakes, "
                        + "\(figures.alternatives) alternatives, \(figures.rulesFired) rules firing on starters"))
        }
        let problems = report.problems.count
        let time = String(format: "%.1f s", report.seconds)
        let exercises = "\(Plural.count(report.exercises.count, "exercise"))"
        let workers = "\(Plural.count(report.workers, "worker"))"
        if report.isValid {
            lines.append(
                style.apply(.green, "✓ The pack \(report.packID.map { "'\($0)' " } ?? "")is valid")
                    + ": \(exercises) checked in \(time) on \(workers).")
        } else {
            let ungraded = report.exercises.filter { !$0.wasGraded }.count
            var summary = "\(Plural.count(problems, "problem"))"
            if ungraded > 0 { summary += ", \(Plural.count(ungraded, "exercise")) not graded" }
            lines.append(
                style.apply(.red, "✗ The pack \(report.packID.map { "'\($0)' " } ?? "")is not valid")
                    + ": \(summary) (\(exercises) in \(time) on \(workers)).")
        }
        return lines
    }

    /// `✓ id (solution passes, starter fails) 2.1 s`
    public func line(for exercise: ExerciseValidation) -> String {
        guard let solution = exercise.solutionVerdict, let starter = exercise.starterVerdict else {
            return style.apply(.red, "✗") + " \(exercise.exerciseID) "
                + style.apply(.gray, "(not graded: fix the problems in its files above first)")
        }
        let mark = exercise.isValid ? style.apply(.green, "✓") : style.apply(.red, "✗")
        let solutionText = solution == .passed ? "solution passes" : "solution \(solution.rawValue)"
        let starterText =
            starter == .passed
            ? "starter passes" : starter == .internalError ? "starter internal-error" : "starter fails"
        var parts = [solutionText, starterText]
        if exercise.mistakesTotal > 0 {
            parts.append(
                "\(exercise.mistakesCaught)/\(exercise.mistakesTotal) "
                    + "mistake\(exercise.mistakesTotal == 1 ? "" : "s") caught"
            )
        }
        if exercise.alternativesTotal > 0 {
            parts.append(
                "\(exercise.alternativesPassing)/\(exercise.alternativesTotal) "
                    + "alternative\(exercise.alternativesTotal == 1 ? "" : "s") pass"
            )
        }
        return "\(mark) \(exercise.exerciseID) (\(parts.joined(separator: ", "))) "
            + style.apply(.gray, String(format: "%.1f s", exercise.seconds))
    }

    /// Pretty, key-sorted JSON; the fields are described in docs/GRADING-COMMANDS.md.
    public func json(_ report: PackValidationReport) -> String {
        ReadableJSON.text(PackValidationDocument(report))
    }
}

/// The JSON form of a validation report.
struct PackValidationDocument: Codable, Equatable {
    struct Problem: Codable, Equatable {
        var file: String
        var line: Int?
        var message: String
        var fix: String
    }

    struct ExerciseEntry: Codable, Equatable {
        var id: String
        var graded: Bool
        var solution: String?
        var starter: String?
        var mistakesCaught: Int
        var mistakes: Int
        var alternativesPassing: Int
        var alternatives: Int
        var seconds: Double
        var problems: [Problem]
    }

    var pack: String?
    var root: String
    var valid: Bool
    var seconds: Double
    var workers: Int
    var exercises: [ExerciseEntry]
    /// Every problem, the loader's and the exercises'.
    var problems: [Problem]

    init(_ report: PackValidationReport) {
        func convert(_ problem: CurriculumProblem) -> Problem {
            Problem(file: problem.file, line: problem.line, message: problem.message, fix: problem.fix)
        }
        pack = report.packID
        root = report.root.path
        valid = report.isValid
        seconds = (report.seconds * 1000).rounded() / 1000
        workers = report.workers
        exercises = report.exercises.map { exercise in
            ExerciseEntry(
                id: exercise.exerciseID, graded: exercise.wasGraded, solution: exercise.solutionVerdict?.rawValue,
                starter: exercise.starterVerdict?.rawValue, mistakesCaught: exercise.mistakesCaught,
                mistakes: exercise.mistakesTotal, alternativesPassing: exercise.alternativesPassing,
                alternatives: exercise.alternativesTotal, seconds: (exercise.seconds * 1000).rounded() / 1000,
                problems: exercise.problems.map(convert))
        }
        problems = report.problems.map(convert)
    }
}
