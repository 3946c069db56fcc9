import Foundation

extension ShellCommands {
    /// `check [FILE]`: the checker on a file or pasted code; nothing is graded or saved.
    public struct Check: FileArgumentCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "check", usage: "check [FILE]",
            summary: "Run the SwiftUI checker on a file, or on code you paste",
            details:
                "Without FILE, paste the code and end with a line holding only '.'. Findings show the line and what "
                + "to do; nothing is graded or saved.",
            argument: .file)

        /// The file to check; nil reads pasted code.
        public var file: String?

        public init(file: String?) { self.file = file }

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard let file = path(in: session) else {
                return SessionReply(lines: [SessionMessages.pasteToCheck], pasteRequest: .check)
            }
            switch SourceFile.read(file) {
            case .success(let source):
                return SessionReply(lines: CheckView(style: session.style).render(source: source, name: file))
            case .failure(let problem): return SessionReply(lines: [], warnings: [problem.description])
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Check {
    public static func check(file: String?) -> Self { .init(file: file) }
}
