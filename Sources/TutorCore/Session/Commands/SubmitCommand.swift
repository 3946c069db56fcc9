import Foundation

extension ShellCommands {
    /// `submit [FILE]`: grades the working file, another file or pasted code (`-`) as the answer to
    /// the open exercise.
    public struct Submit: FileArgumentCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "submit", usage: "submit [FILE]",
            summary: "Grade your answer to the open exercise (your working file, another file, or - to paste)",
            details:
                "Without FILE, grades your working file of the open exercise and says which file that is; 'submit -' "
                + "(or 'paste') reads pasted code ending with a line holding only '.'. The checker runs first, "
                + "then your code is compiled and run in a sandbox and its output compared. Every attempt is "
                + "saved in your progress; grading the same code again is not a new attempt.",
            argument: .file)

        /// The file to grade; nil grades the working file, `-` reads pasted code.
        public var file: String?

        public init(file: String?) { self.file = file }

        public func perform(in session: inout TutorSession) -> SessionReply {
            let exercise: TutorCore.Exercise
            switch session.requireOpenExercise() {
            case .success(let open): exercise = open
            case .failure(let error): return error.reply
            }
            guard let path = path(in: session), file != "-" else {
                if file == "-" { return ShellCommands.Paste().perform(in: &session) }
                return session.gradeWorkingFile(of: exercise)
            }
            if let refusal = SubmissionFile.refusal(for: path, kind: exercise.kind) {
                return SessionReply(lines: [], warnings: [refusal])
            }
            switch SourceFile.read(path) {
            case .success(let source):
                return session.grade(exercise, source: source, displayName: session.workspace.displayName(of: path))
            case .failure(let problem): return SessionReply(lines: [], warnings: [problem.description])
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Submit {
    public static func submit(file: String?) -> Self { .init(file: file) }
}
