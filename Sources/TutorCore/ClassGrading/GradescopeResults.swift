import Foundation

/// `results.json` as Gradescope's autograder harness reads it from `/autograder/results/`:
/// a top-level `score`, and `tests` with `name`, `score`, `max_score`, `status`, `output` and
/// `visibility` (Gradescope's "Autograder Specifications", output format). Gradescope runs the
/// autograder once per submission, so the report normally holds one student.
public enum GradescopeResults {
    struct Document: Encodable {
        struct Test: Encodable {
            var name: String
            var score: Int
            var max_score: Int
            var status: String
            var output: String
            var visibility = "visible"
        }
        var score: Int
        var execution_time: Int
        var output: String
        var visibility = "visible"
        var stdout_visibility = "hidden"
        var tests: [Test]
    }

    public static func render(_ report: ClassReport) -> String {
        let single = report.rows.count == 1
        let tests = report.rows.map { row in
            Document.Test(
                name: single ? report.exerciseID : "\(row.student): \(report.exerciseID)",
                score: row.score, max_score: ClassRow.maxScore, status: row.passed ? "passed" : "failed",
                output: output(for: row))
        }
        let document = Document(
            score: report.rows.map(\.score).reduce(0, +),
            execution_time: Int(report.rows.map(\.seconds).reduce(0, +).rounded(.up)),
            output: report.rows.map { "\($0.student): \($0.verdict), \($0.score)/\(ClassRow.maxScore)" }
                .joined(separator: "\n"),
            tests: tests)
        return ReadableJSON.text(document) + "\n"
    }

    /// What the student reads under the test: the verdict, then the grader's feedback.
    static func output(for row: ClassRow) -> String {
        var lines = ["Verdict: \(row.verdict) (\(row.score)/\(ClassRow.maxScore))"]
        if !row.note.isEmpty { lines.append(row.note) }
        if !row.failedChecks.isEmpty { lines.append("Failed checks: " + row.failedChecks.joined(separator: ", ")) }
        if !row.ruleFindings.isEmpty { lines.append("Rules: " + row.ruleFindings.joined(separator: ", ")) }
        lines += row.feedback.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }
}
