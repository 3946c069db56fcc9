import Foundation
import Wording

/// What `progress` prints: totals, a bar per track, what comes next, and each started exercise.
struct ProgressSummaryView {
    var style: TerminalStyle

    func render(_ progress: Progress, curriculum: Curriculum, savedIn path: String) -> [String] {
        let summary = ProgressReport.Summary(curriculum: curriculum, progress: progress)
        let course = CourseProgress(curriculum: curriculum, progress: progress)
        var lines = [
            "Lessons read:     \(summary.lessonsRead) of \(summary.lessonsTotal)",
            "Exercises passed: \(summary.exercisesPassed) of \(summary.exercisesTotal)",
        ]
        let placedOut = curriculum.exercises.filter { progress.status(ofExercise: $0.qualifiedID) == .placedOut }.count
        if placedOut > 0 { lines.append("Placed out:       \(placedOut) (skipped by a placement test; not passed)") }
        lines.append("")
        for figures in course.tracks {
            // Title and bar on lines of their own, so both fit a narrow terminal.
            lines.append("  " + style.apply(.bold, figures.title))
            lines.append(
                "    " + ProgressBar.render(percent: figures.percent, style: style)
                    + " \(String(format: "%3d", figures.percent))%  "
                    + style.apply(
                        .gray,
                        "\(figures.lessonsRead)/\(figures.lessonsTotal) lessons, "
                            + "\(figures.exercisesPassed)/\(figures.exercisesTotal) exercises"))
        }
        if let next = course.next {
            let reference = style.apply(.cyan, curriculum.reference(of: next))
            lines += ["", SessionMessages.next(next.isExercise ? "exercise" : "lesson", reference, title: next.title)]
        } else {
            lines += ["", SessionMessages.finishedCourse]
        }
        let started = curriculum.exercises.compactMap { exercise in
            progress.exercises[exercise.qualifiedID].map { (exercise, $0) }
        }
        if !started.isEmpty {
            lines.append("")
            for (exercise, record) in started {
                var text =
                    "  \(curriculum.reference(of: .exercise(exercise))): \(record.status.phrase), \(Plural.count(record.attempts, "attempt")), "
                    + Plural.count(record.hintsUsed, "hint")
                if let verdict = record.lastVerdict {
                    let words = Verdict(rawValue: verdict).map { GradeView.headline($0).lowercased() }
                    text += ", last: \(words ?? verdict.replacingOccurrences(of: "-", with: " "))"
                }
                lines.append(text)
            }
        }
        lines.append(style.apply(.gray, SessionMessages.savedIn(path)))
        return lines
    }
}
