import Foundation
import Sandbox

/// Grades a class: every student's entry with the grader learners meet (`Grader.grade`, with its
/// sandbox and cache), `jobs` at a time, recording each row in the results file as it finishes.
public struct ClassGrading: Sendable {
    public var grader: Grader
    public var exercise: Exercise
    public var jobs: Int

    public init(grader: Grader, exercise: Exercise, jobs: Int) {
        self.grader = grader
        self.exercise = exercise
        self.jobs = jobs
    }

    /// What happened to one student, for the progress display.
    public enum Outcome: Sendable {
        case graded
        /// Taken from the results file of an earlier, interrupted run.
        case resumed
        case notGraded
    }

    /// Grades `students` and returns their rows sorted by id. A student whose row is in `results`
    /// and whose code has not changed since (same fingerprint) is not graded again; rows of
    /// internal errors are. `finished` is called once per student, from the worker that did it.
    ///
    /// - Returns: the rows, and the first problem writing the results file, if any (grading goes on).
    public func grade(
        _ students: [StudentEntry], results: ClassResultsFile?,
        finished: @escaping @Sendable (ClassRow, Outcome) -> Void
    ) -> (rows: [ClassRow], resultsProblem: ClassResultsProblem?) {
        let earlier = results?.recorded ?? [:]
        let problems = FirstProblem()
        let rows = BoundedConcurrency.map(students.sorted { $0.id < $1.id }, width: jobs) { student in
            let (row, outcome) = self.row(for: student, earlier: earlier[student.id])
            if outcome != .resumed, let results {
                do throws(ClassResultsProblem) { try results.record(row) } catch { problems.keep(error) }
            }
            finished(row, outcome)
            return row
        }
        return (rows, problems.first)
    }

    /// One student's row: read, fingerprint, then grade or reuse.
    func row(for student: StudentEntry, earlier: ClassRow?) -> (ClassRow, Outcome) {
        let start = Date()
        let starterName = exercise.starterFile.lastPathComponent
        switch StudentSubmission.read(student, kind: exercise.kind, starterName: starterName) {
        case .failure(let problem):
            return (ClassRow.unusable(student: student.id, problem: problem), .notGraded)
        case .success(let (text, file)):
            let fingerprint = SourceFingerprint.of(text)
            if let earlier, earlier.fingerprint == fingerprint, earlier.wasGraded,
                earlier.verdict != Verdict.internalError.rawValue, earlier.verdict != Verdict.cancelled.rawValue
            {
                return (earlier, .resumed)
            }
            let inFolder = file != student.url
            let shownName = inFolder ? StudentSubmission.relativePath(file, in: student.url) : file.lastPathComponent
            let report = grader.grade(exercise, source: text, displayName: shownName)
            let row = ClassRow(
                student: student.id, report: report, exercise: exercise, fingerprint: fingerprint,
                note: inFolder ? "graded \(shownName)" : "", seconds: Date().timeIntervalSince(start))
            return (row, .graded)
        }
    }
}

/// Keeps the first error of many workers.
private final class FirstProblem: @unchecked Sendable {
    private let lock = NSLock()
    private var problem: ClassResultsProblem?

    func keep(_ problem: ClassResultsProblem) { lock.withLock { self.problem = self.problem ?? problem } }
    var first: ClassResultsProblem? { lock.withLock { problem } }
}

/// Class grading runs untrusted code from many students, unattended: it asks for the full sandbox.
public enum ClassGradingSandbox {
    /// Why grading a class must not run with `isolation`, or nil when it may.
    public static func refusal(_ isolation: SandboxIsolation, allowWeaker: Bool) -> String? {
        guard isolation.kind != .bubblewrap, !allowWeaker else { return nil }
        return "grading a class needs the full sandbox (bubblewrap), and here: \(isolation.explanation) "
            + "Install bubblewrap (the 'bubblewrap' package) and allow unprivileged user namespaces, or pass "
            + "--allow-weaker-sandbox to grade with resource limits only (see docs/SANDBOX.md)."
    }
}
