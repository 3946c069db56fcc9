import Foundation

extension ShellCommands {
    /// `edit`: opens the learner's editor on the working file, then grades it.
    public struct Edit: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "edit", usage: "edit",
            summary: "Edit the open exercise's working file, then grade it",
            details:
                "Opens $VISUAL (or $EDITOR, or vi) on your working file; when you save and quit the editor, the file "
                + "is graded."
        )

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            switch session.requireOpenExercise() {
            case .failure(let error): return error.reply
            case .success(let exercise):
                do {
                    try session.workspace.prepare(exercise)
                } catch {
                    return SessionReply(
                        lines: [], warnings: [SessionMessages.workingFileNotCreated(error.localizedDescription)])
                }
                var reply = SessionReply(lines: [])
                reply.editRequest = session.workspace.workingFile(for: exercise)
                return reply
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Edit {
    public static var edit: Self { .init() }
}
