import ArgumentParser
import Foundation
import TutorCore

/// `swiftui-tutor` with no subcommand: the interactive shell.
struct ShellEntryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell", abstract: "Open the interactive shell (the default).")

    @OptionGroup var options: TutorOptions

    func run() throws {
        let interactive = Console.isTerminal(.standardInput) && Console.isTerminal(.standardOutput)
        let session = try options.makeSession(interactive: interactive)
        let reader: any LineReader
        if interactive {
            let dataDirectory =
                (try? ProgressLocation.dataDirectory(
                    environment: ProcessInfo.processInfo.environment,
                    workingDirectory: FileManager.default.currentDirectoryPath
                ).path)
            let ids = session.completionIDs
            reader = ReadlineLineReader(
                historyFile: dataDirectory.map { ($0 as NSString).appendingPathComponent("history") },
                complete: { word, prefix in
                    ShellCommandParser.completesFileName(after: prefix)
                        ? ShellCommandParser.fileCompletions(
                            for: word, exerciseFolder: ReadlineState.exerciseFolder,
                            currentFolder: FileManager.default.currentDirectoryPath)
                        : ShellCommandParser.completions(for: word, after: prefix, ids: ids)
                })
        } else {
            reader = PipedLineReader()
        }
        var shell = InteractiveShell(session: session, reader: reader, interactive: interactive)
        shell.run()
    }
}
