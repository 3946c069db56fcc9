import Foundation

extension ShellCommands {
    /// `lesson ID`: shows a lesson; it counts as read once its end has been shown
    /// (`TutorSession.lessonEndShown(_:)`) or the learner types `done`.
    public struct Lesson: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "lesson", usage: "lesson ID",
            summary: "Read a lesson",
            details:
                "Shows the lesson; it counts as read once you have paged to its end (or typed 'done'). Tab "
                + "completes ids.",
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
            let warnings = session.record { $0.current = lesson.qualifiedID }.warnings
            session.currentID = session.curriculum.reference(of: .lesson(lesson))
            var reply = SessionReply(
                lines: LessonView(style: session.style).render(lesson, curriculum: session.curriculum),
                isPageable: true, warnings: warnings)
            reply.lessonShown = lesson.qualifiedID
            return reply
        }
    }
}

extension ShellCommand where Self == ShellCommands.Lesson {
    public static func lesson(id: String) -> Self { .init(id: id) }
}
