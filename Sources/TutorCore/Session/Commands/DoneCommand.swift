import Foundation

extension ShellCommands {
    /// `done`: marks the open lesson as read without paging to its end.
    public struct Done: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "done", usage: "done",
            summary: "Mark the open lesson as read",
            details:
                "A lesson counts as read once its end has been on your screen; 'done' says you have read it "
                + "when you stopped the pager early.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard let id = session.currentID, let lesson = session.curriculum.lesson(id: id) else {
                return SessionReply(lines: [SessionMessages.doneNeedsALesson])
            }
            var reply = session.markRead(lesson)
            reply.lines.insert(
                SessionMessages.lessonMarkedRead(session.curriculum.reference(of: .lesson(lesson))), at: 0)
            return reply
        }
    }
}

extension ShellCommand where Self == ShellCommands.Done {
    public static var done: Self { .init() }
}
