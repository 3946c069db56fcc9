import Foundation
import SystemCalls

/// The learner's own editor: `$VISUAL`, else `$EDITOR`, else `vi`, run on the terminal until it exits.
///
/// Started with `posix_spawnp` in the tutor's own process group, so a full-screen editor is in
/// the terminal's foreground group and may read keys and change terminal modes (Foundation's
/// `Process` puts children in a group of their own, where such an editor would be stopped).
enum ExternalEditor {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the editor on `file`. Succeeds when the editor exits with status 0.
    static func open(_ file: URL) -> Result<Void, Problem> {
        let environment = ProcessInfo.processInfo.environment
        let command = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        // The setting may carry arguments ("code --wait"); split on spaces, never through a shell.
        let words = command.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return .failure(Problem(description: "No editor is set. Set VISUAL or EDITOR.")) }
        let argv = (words + [file.path]).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, words[0], nil, nil, argv, environ)
        guard status == 0 else {
            return .failure(
                Problem(
                    description:
                        "The editor '\(command)' could not be started (\(String(cString: strerror(status)))). Set "
                        + "VISUAL or EDITOR to an editor on your PATH."
                ))
        }
        var exit: Int32 = 0
        SystemCall.retryingOnInterrupt { waitpid(pid, &exit, 0) }
        let exited = exit & 0x7f == 0
        guard exited, (exit >> 8) & 0xff == 0 else {
            let how = exited ? "exited with status \((exit >> 8) & 0xff)" : "was stopped by signal \(exit & 0x7f)"
            return .failure(Problem(description: "The editor '\(command)' \(how); nothing was graded."))
        }
        return .success(())
    }
}
