import Foundation

extension ShellCommands {
    /// `quit`: leaves the shell.
    public struct Quit: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "quit", aliases: ["exit", "q"], usage: "quit",
            summary: "Save and leave (Ctrl-D does the same)",
            details: "Your progress is saved after every change; quit also saves the command history.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            SessionReply(lines: [SessionMessages.goodbye], quits: true)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Quit {
    public static var quit: Self { .init() }
}
