import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The learner's own editor: `$VISUAL`, else `$EDITOR`, else `vi`, run on the terminal until it exits.
enum ExternalEditor {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static func open(_ file: URL) -> Result<Void, Problem> {
        let environment = ProcessInfo.processInfo.environment
        let command = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        // The editor setting may carry arguments ("code --wait"); split on spaces, never through a shell.
        let words = command.split(separator: " ").map(String.init)
        guard let program = words.first else { return .failure(Problem(description: "No editor is set. Set VISUAL or EDITOR.")) }
        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(words.dropFirst()) + [file.path]
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = words + [file.path]
        }
        do {
            try process.run()
        } catch {
            return .failure(Problem(description: "The editor '\(command)' could not be started (\(error.localizedDescription)). Set VISUAL or EDITOR to an editor on your PATH."))
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            return .failure(Problem(description: "The editor '\(command)' exited with status \(process.terminationStatus); nothing was graded."))
        }
        return .success(())
    }
}
