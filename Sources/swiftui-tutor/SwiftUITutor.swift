import ArgumentParser

@main
struct SwiftUITutor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftui-tutor",
        abstract: "Learn modern SwiftUI: lessons, graded exercises and a SwiftUI checker.",
        discussion: """
            With no subcommand, opens the interactive shell. Type 'help' there to begin.
            Docs: README.md and docs/CLI.md.
            """,
        version: TutorVersion.current,
        subcommands: [
            ShellEntryCommand.self,
            LessonsCommand.self,
            LessonCommand.self,
            ProgressCommand.self,
            SubmitCommand.self,
            RunCommand.self,
            WatchCommand.self,
            PackCommand.self,
            CheckCommand.self,
            RulesCommand.self,
            ExplainCommand.self,
        ],
        defaultSubcommand: ShellEntryCommand.self
    )
}

enum TutorVersion {
    static let current = "0.1.0"
}
