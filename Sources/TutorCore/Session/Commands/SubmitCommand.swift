import Foundation

extension ShellCommands {
    /// `submit [FILE]`: grades a file or pasted code as the answer to the open exercise.
    public struct Submit: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "submit", usage: "submit [FILE]",
            summary: "Grade your answer to the open exercise (a file, or pasted code)",
            details: "Without FILE, paste the code and end with a line holding only '.'. The checker runs first, then your code is compiled and run in a sandbox and its output compared. Every attempt is saved in your progress.",
            argument: .file)

        /// The file to grade; nil reads pasted code.
        public var file: String?

        public init(file: String?) { self.file = file }

        public init(argument: String?) { file = argument }

        public var argument: String? { file }

        public func perform(in session: inout TutorSession) -> SessionReply {
            let exercise: TutorCore.Exercise
            switch session.requireOpenExercise() {
            case .success(let open): exercise = open
            case .failure(let error): return error.reply
            }
            guard let file else {
                let working = session.workspace.workingFile(for: exercise).path
                return SessionReply(
                    lines: ["Paste your answer to \(exercise.id), then a line holding only '\(MultiLineInput.terminator)' (Ctrl-C cancels).",
                            session.style.apply(.gray, "To grade your working file instead: submit \(working)  (or: edit)")],
                    pasteRequest: .submit(exerciseID: exercise.id))
            }
            switch SourceFile.read(file) {
            case .success(let source): return session.grade(exercise, source: source, displayName: file)
            case .failure(let problem): return SessionReply(lines: [], warnings: [problem.description])
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Submit {
    public static func submit(file: String?) -> Self { .init(file: file) }
}
