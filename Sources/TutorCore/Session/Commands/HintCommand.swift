import Foundation

extension ShellCommands {
    /// `hint`: the next hint of the open exercise, one at a time.
    public struct Hint: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "hint", usage: "hint",
            summary: "Show one more hint for the current exercise",
            details: "Hints come one at a time, gentlest first; the number you used is kept in your progress.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard let id = session.currentID, let exercise = session.curriculum.exercise(id: id) else {
                let next = session.currentLessonsNextExercise?.id
                return SessionReply(lines: [SessionMessages.hintsNeedAnExercise(nextInLesson: next)])
            }
            let style = session.style
            let (progress, _) = session.loadProgress()
            let used = progress.exercises[exercise.qualifiedID]?.hintsUsed ?? 0
            guard used < exercise.hints.count else {
                var lines = [SessionMessages.allHintsSeen(exercise.hints.count, of: exercise.id)]
                for (index, text) in exercise.hints.enumerated() {
                    lines += MarkdownRenderer(style: style).wrap(
                        text, indent: "  \(index + 1). ", hangingIndent: "     ")
                }
                return SessionReply(lines: lines)
            }
            let date = session.now()
            let warnings = session.record {
                let count = $0.recordHint(exercise.qualifiedID)
                for (kind, subject) in ReviewSources.items(afterHint: count, of: exercise) {
                    $0.addReview(kind, subject, at: date)
                }
            }.warnings
            var lines = [style.apply(.bold, "Hint \(used + 1) of \(exercise.hints.count)")]
            lines += MarkdownRenderer(style: style).render(exercise.hints[used]).map { "  " + $0 }
            if used + 1 < exercise.hints.count {
                lines.append(style.apply(.gray, SessionMessages.hintAgain))
            }
            return SessionReply(lines: lines, warnings: warnings)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Hint {
    public static var hint: Self { .init() }
}
