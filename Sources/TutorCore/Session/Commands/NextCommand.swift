import Foundation

extension ShellCommands {
    /// `next`: the first lesson not read or exercise not passed, in course order.
    public struct Next: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "next", aliases: ["n"], usage: "next",
            summary: "Open the first lesson or exercise you have not finished",
            details: "Lessons count as finished once read, exercises once passed.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard !session.curriculum.packs.isEmpty else { return SessionReply(lines: [TutorSession.nothingLoaded]) }
            let (progress, warnings) = session.loadProgress()
            guard let unfinished = CourseProgress(curriculum: session.curriculum, progress: progress).next else {
                return SessionReply(
                    lines: ["You have finished every lesson and exercise. Well done!"], warnings: warnings)
            }
            var reply =
                unfinished.isExercise
                ? session.perform(.exercise(id: unfinished.qualifiedID))
                : session.perform(.lesson(id: unfinished.qualifiedID))
            reply.warnings = warnings + reply.warnings
            return reply
        }
    }
}

extension ShellCommand where Self == ShellCommands.Next {
    public static var next: Self { .init() }
}
