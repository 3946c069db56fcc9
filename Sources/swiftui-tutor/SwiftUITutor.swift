import ArgumentParser
import Foundation
import TutorCore

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
            StudyCommand.self,
            SubmitCommand.self,
            RunCommand.self,
            WatchCommand.self,
            GradeCommand.self,
            PackCommand.self,
            CheckCommand.self,
            RulesCommand.self,
            ExplainCommand.self,
            DoctorCommand.self,
        ],
        defaultSubcommand: ShellEntryCommand.self
    )

    /// Runs the command. Usage mistakes (unknown options, bad values, a file or id that is not
    /// there) exit with 2, the status every command documents, rather than the parser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            Console.commandError(failure.message)
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

enum TutorVersion {
    static let current = TutorRelease.version
}

/// A command that cannot go on because of how it was called or what this machine lacks: printed
/// once, as `swiftui-tutor: error: …`, with exit status 2.
struct CommandFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
