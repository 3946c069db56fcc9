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
            guard !session.curriculum.packs.isEmpty else { return SessionReply(lines: [SessionMessages.nothingLoaded]) }
            let (progress, warnings) = session.loadProgress()
            let due = progress.dueReviews(at: session.now()).count
            let dueLines = due > 0 ? [session.style.apply(.yellow, ReviewMessages.due(due))] : []
            if let planned = progress.studyPlan?.nextLessonID(in: progress),
                session.curriculum.lesson(id: planned) != nil
            {
                var reply = session.perform(.lesson(id: planned))
                reply.lines =
                    dueLines + [
                        session.style.apply(
                            .gray,
                            StudyMessages.fromPlan(
                                session.curriculum.item(id: planned).map(session.curriculum.reference(of:)) ?? planned))
                    ] + reply.lines
                reply.warnings = warnings + reply.warnings
                return reply
            }
            guard let unfinished = CourseProgress(curriculum: session.curriculum, progress: progress).next else {
                return SessionReply(
                    lines: [SessionMessages.finishedEverything]
                        + (due > 0 ? [ReviewMessages.due(due)] : []), warnings: warnings)
            }
            var reply =
                unfinished.isExercise
                ? session.perform(.exercise(id: unfinished.qualifiedID))
                : session.perform(.lesson(id: unfinished.qualifiedID))
            reply.warnings = warnings + reply.warnings
            reply.lines = dueLines + reply.lines
            return reply
        }
    }
}

extension ShellCommand where Self == ShellCommands.Next {
    public static var next: Self { .init() }
}
