import Foundation

extension ShellCommands {
    /// `paste`: grades code pasted into the shell as the answer to the open exercise.
    public struct Paste: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "paste", usage: "paste",
            summary: "Paste your answer to the open exercise and grade it",
            details: "Paste the code, then end with a line holding only '.' (Ctrl-C cancels). The same as 'submit -'.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            switch session.requireOpenExercise() {
            case .failure(let error): return error.reply
            case .success(let exercise):
                return SessionReply(
                    lines: [SessionMessages.pasteAnswer(to: exercise.id)],
                    pasteRequest: .submit(exerciseID: exercise.qualifiedID))
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Paste {
    public static var paste: Self { .init() }
}
