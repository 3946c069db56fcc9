import Foundation

extension ShellCommands {
    /// `run [FILE]`: compiles and runs code in the sandbox without grading.
    public struct Run: FileArgumentCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "run", usage: "run [FILE]",
            summary: "Compile and run Swift code without grading, like a playground",
            details: "Without FILE, paste the code. It runs in the same sandbox as grading, with the same limits.",
            argument: .file)

        /// The file to run; nil reads pasted code.
        public var file: String?

        public init(file: String?) { self.file = file }

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard let file = path(in: session) else {
                return SessionReply(lines: [SessionMessages.pasteToRun], pasteRequest: .run)
            }
            switch SourceFile.read(file) {
            case .success(let source): return session.runCode(source, displayName: file)
            case .failure(let problem): return SessionReply(lines: [], warnings: [problem.description])
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Run {
    public static func run(file: String?) -> Self { .init(file: file) }
}
