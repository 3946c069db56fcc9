import Foundation

extension ShellCommands {
    /// `help [command]`: the command list, or one command explained.
    public struct Help: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "help", aliases: ["?"], usage: "help [command]",
            summary: "List commands, or explain one",
            details: "With a command name, shows its usage and what it does.",
            argument: .commandName)

        /// The command to explain; nil lists them all.
        public var topic: String?

        public init(topic: String?) { self.topic = topic }

        public init(argument: String?) { topic = argument }

        public var argument: String? { topic }

        public func perform(in session: inout TutorSession) -> SessionReply {
            HelpView(style: session.style).render(topic: topic)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Help {
    public static func help(topic: String?) -> Self { .init(topic: topic) }
}
