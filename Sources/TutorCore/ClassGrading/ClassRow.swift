import Foundation
import SwiftUIChecker

/// One student's line in a class's grades: what the grader said, in a form every output format
/// and `grade merge` share. Rows are plain values; building, sorting and formatting them is pure.
public struct ClassRow: Codable, Sendable, Equatable {
    /// The student's file or folder name (a `.swift` file's name without its extension).
    public var student: String
    /// A `Verdict` raw value, or `not-graded` when the entry could not be graded (see `note`).
    public var verdict: String
    /// 0–100, as learners see it; 0 when not graded.
    public var score: Int
    /// The exercise's own checks that failed: `require NAME`, `forbid NAME`, `compile`, `run`, `output`.
    public var failedChecks: [String]
    /// Ids of the checker rules the grader reported.
    public var ruleFindings: [String]
    /// The grader's essential and actionable feedback, one line each: `source: message`.
    public var feedback: [String]
    /// Why the entry was not graded, or which file was graded in a student's folder.
    public var note: String
    /// The normalised source's digest (see `SourceFingerprint`); empty when not graded.
    public var fingerprint: String
    /// Seconds this student took to grade, to a tenth. Kept as-is by `grade merge`.
    public var seconds: Double

    /// The verdict of an entry that could not be graded.
    public static let notGraded = "not-graded"
    /// The most any student can score.
    public static let maxScore = 100

    public init(
        student: String, verdict: String, score: Int, failedChecks: [String] = [], ruleFindings: [String] = [],
        feedback: [String] = [], note: String = "", fingerprint: String = "", seconds: Double = 0
    ) {
        self.student = student
        self.verdict = verdict
        self.score = score
        self.failedChecks = failedChecks
        self.ruleFindings = ruleFindings
        self.feedback = feedback
        self.note = note
        self.fingerprint = fingerprint
        self.seconds = (seconds * 10).rounded() / 10
    }

    public var passed: Bool { verdict == Verdict.passed.rawValue }
    public var wasGraded: Bool { verdict != Self.notGraded }

    /// The row for a graded student. Pure: the report and the exercise say everything.
    public init(
        student: String, report: GradeReport, exercise: Exercise, fingerprint: String, note: String = "",
        seconds: Double
    ) {
        let problems = report.feedback.filter { $0.kind == .essential || $0.kind == .actionable }
        var checks: [String] = []
        var rules: [String] = []
        for item in problems {
            if RuleRegistry.ids.contains(item.source) {
                if !rules.contains(item.source) { rules.append(item.source) }
                continue
            }
            let name = Self.checkName(item, exercise: exercise)
            if !checks.contains(name) { checks.append(name) }
        }
        self.init(
            student: student, verdict: report.verdict.rawValue, score: report.score, failedChecks: checks,
            ruleFindings: rules, feedback: problems.map { "\($0.source): \($0.message)" }, note: note,
            fingerprint: fingerprint, seconds: seconds)
    }

    /// The row for an entry that was not graded.
    public static func unusable(student: String, problem: StudentEntryProblem) -> ClassRow {
        ClassRow(student: student, verdict: notGraded, score: 0, note: problem.description)
    }

    /// `require @Observable` rather than the construct's long message; other checks by their source.
    static func checkName(_ item: FeedbackItem, exercise: Exercise) -> String {
        let constructs: [CodeConstruct]
        switch item.source {
        case "require": constructs = exercise.checks.require
        case "forbid": constructs = exercise.checks.forbid
        default: return item.source
        }
        let construct = constructs.first {
            item.message == ($0.message ?? "")
                || item.message.contains($0.pattern.phrase)
        }
        return construct.map { "\(item.source) \($0.pattern.name)" } ?? item.source
    }
}

extension CodeConstruct.Pattern {
    /// The construct's name alone: `Cart`, `@Observable`, `onChange(of:)`.
    var name: String {
        switch self {
        case .declares(let name, _): name
        case .calls(let signature): signature
        case .uses(let name): name
        }
    }
}
