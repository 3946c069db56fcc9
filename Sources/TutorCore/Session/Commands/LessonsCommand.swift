import Foundation

extension ShellCommands {
    /// `lessons`: every lesson and exercise by track, with the learner's marks.
    public struct Lessons: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "lessons", aliases: ["ls"], usage: "lessons",
            summary: "List lessons and exercises with your progress",
            details: "Marks: ✓ done, • started, blank not started. Ids are what `lesson` and `exercise` take.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            let (progress, warnings) = session.loadProgress()
            guard !session.curriculum.packs.isEmpty else {
                return SessionReply(lines: [SessionMessages.nothingLoaded], warnings: warnings)
            }
            return SessionReply(
                lines: CourseListView(style: session.style).render(session.curriculum, progress: progress),
                warnings: warnings)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Lessons {
    public static var lessons: Self { .init() }
}
