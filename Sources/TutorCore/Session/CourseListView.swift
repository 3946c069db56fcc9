import Wording

/// What `lessons` prints: every pack's tracks with their completion, each lesson followed by its
/// exercises with the learner's marks, and what `next` opens.
struct CourseListView {
    var style: TerminalStyle

    func render(_ curriculum: Curriculum, progress: Progress) -> [String] {
        let idWidth = curriculum.ids.map(\.count).max() ?? 0
        let course = CourseProgress(curriculum: curriculum, progress: progress)
        var lines: [String] = []
        for pack in curriculum.packs {
            lines.append(style.apply(.bold, "\(pack.title)") + style.apply(.gray, "  (\(pack.id) \(pack.version))"))
            for track in pack.tracks {
                // A pack without tracks of its own needs no track heading.
                if pack.tracks.count > 1 || track.id != pack.id, let figures = course.figures(of: track) {
                    lines.append("")
                    lines.append(
                        "  " + style.apply(.bold, track.title) + "  "
                            + ProgressBar.render(percent: figures.percent, width: 10, style: style)
                            + " \(figures.percent)%"
                            + (figures.isComplete ? " " + style.apply(.green, "complete") : ""))
                }
                lines += curriculum.items(inTrack: track).map {
                    line(for: $0, reference: curriculum.reference(of: $0), progress: progress, idWidth: idWidth)
                }
            }
        }
        if let next = course.next {
            lines += ["", SessionMessages.next(style.apply(.cyan, curriculum.reference(of: next)))]
        }
        return lines
    }

    private func line(for item: CurriculumItem, reference: String, progress: Progress, idWidth: Int) -> String {
        let mark: String
        let detail: String
        switch item {
        case .lesson(let lesson):
            mark = progress.hasRead(lesson: lesson.qualifiedID) ? style.apply(.green, "✓") : " "
            detail = lesson.title + (lesson.readingMinutes.map { style.apply(.gray, "  \($0) min") } ?? "")
        case .exercise(let exercise):
            let record = progress.exercises[exercise.qualifiedID]
            switch record?.status ?? .notStarted {
            case .passed: mark = style.apply(.green, "✓")
            case .placedOut: mark = style.apply(.gray, "»")
            case .attempted, .gaveUp: mark = style.apply(.yellow, "•")
            case .notStarted: mark = " "
            }
            let attempts =
                record?.status == .placedOut
                ? " (\(ExerciseStatus.placedOut.phrase))"
                : record.map { $0.attempts > 0 ? " (\(Plural.count($0.attempts, "attempt")))" : "" } ?? ""
            detail = "  \(exercise.kind.rawValue): \(exercise.title)" + style.apply(.gray, attempts)
        }
        let id = reference.padding(toLength: idWidth, withPad: " ", startingAt: 0)
        let indent = item.isExercise ? "      " : "    "
        return "\(indent)\(mark) \(style.apply(.cyan, id))\(item.isExercise ? "" : "  ")\(detail)"
    }
}
