import Foundation

extension ShellCommands {
    /// `next`: the first lesson not read or exercise not passed, in course order.
    public struct Next: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "next", aliases: ["n"], usage: "next",
            summary: "Open the first lesson or exercise you have not finished",
            details:
                "Lessons count as finished once read, exercises once passed (or placed out of). It says first how "
                + "many reviews are due, and follows your study plan, if 'study' made one, before the course order.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard !session.curriculum.packs.isEmpty else { return SessionReply(lines: [TutorSession.nothingLoaded]) }
            let (progress, warnings) = session.loadProgress()
            guard let unfinished = CourseProgress(curriculum: session.curriculum, progress: progress).next else {
                let due = progress.dueReviews(at: session.now()).count
                return SessionReply(
                    lines: ["You have finished every lesson and exercise. Well done!"]
                        + (due > 0 ? [ReviewMessages.due(due)] : []), warnings: warnings)
            }
            var reply =
                unfinished.isExercise
                ? session.perform(.exercise(id: unfinished.id)) : session.perform(.lesson(id: unfinished.id))
            reply.warnings = warnings + reply.warnings
            let due = progress.dueReviews(at: session.now()).count
            if due > 0 { reply.lines.insert(session.style.apply(.yellow, ReviewMessages.due(due)), at: 0) }
            return reply
        }
    }
}

extension ShellCommand where Self == ShellCommands.Next {
    public static var next: Self { .init() }
}
