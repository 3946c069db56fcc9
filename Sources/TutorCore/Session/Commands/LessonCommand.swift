import Foundation

extension ShellCommands {
    /// `lesson ID`: shows a lesson and records that it was read; reading the last item of a track shows its summary.
    public struct Lesson: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "lesson", usage: "lesson ID",
            summary: "Read a lesson",
            details: "Shows the lesson and records that you read it. Tab completes ids.",
            argument: .lessonID, argumentRequired: true)

        /// The lesson to show.
        public var id: String

        public init(id: String) { self.id = id }

        public init(argument: String?) { id = argument ?? "" }

        public var argument: String? { id }

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard let lesson = session.curriculum.lesson(id: id) else {
                return session.notFound(id, kind: "lesson", candidates: session.curriculum.lessons.map(\.id))
            }
            var wasRead = true
            let now = session.now()
            let (saved, warnings) = session.record {
                wasRead = $0.hasRead(lesson: lesson.qualifiedID)
                $0.recordLessonRead(lesson.qualifiedID, at: now)
                $0.current = lesson.qualifiedID
            }
            session.currentID = session.curriculum.reference(of: .lesson(lesson))
            var lines = LessonView(style: session.style).render(lesson, curriculum: session.curriculum)
            if !wasRead, let saved, let track = session.curriculum.track(of: lesson) {
                lines += session.trackSummary(track, completedIn: saved)
            }
            return SessionReply(lines: lines, isPageable: true, warnings: warnings)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Lesson {
    public static func lesson(id: String) -> Self { .init(id: id) }
}
