import Foundation

extension ShellCommands {
    /// `clear`: clears the terminal, as the shell command of the same name does.
    public struct Clear: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "clear", aliases: ["cls"], usage: "clear",
            summary: "Clear the screen (Ctrl-L does the same)",
            details: "Clears the terminal and its scroll-back; nothing is lost: 'details' still shows the last report.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            var reply = SessionReply(lines: [])
            reply.clearsScreen = true
            return reply
        }
    }
}

extension ShellCommand where Self == ShellCommands.Clear {
    public static var clear: Self { .init() }
}
