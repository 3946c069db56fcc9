import Foundation

/// What reading one line gave.
enum LineInput: Equatable {
    case line(String)
    /// Ctrl-C: the line being typed was dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
}

/// What a line being read is for, which decides how it is edited and remembered.
enum LinePurpose {
    /// A command: kept in the history, Tab completes.
    case command
    /// An answer to a question: not kept.
    case answer
    /// A line of Swift being pasted or typed: not kept, Tab indents, and Up does not bring back
    /// shell commands.
    case code
}

/// Reads lines from the learner. The shell does not care whether readline is behind it.
protocol LineReader: AnyObject {
    func readLine(prompt: String, purpose: LinePurpose) -> LineInput
    /// Called when the shell leaves, to save history and restore the terminal.
    func close()
    /// The open exercise's folder, where Tab completes file names first.
    func setExerciseFolder(_ folder: URL?)
}

/// Reads piped standard input line by line: no prompt, no editing, no history.
final class PipedLineReader: LineReader {
    func readLine(prompt: String, purpose: LinePurpose) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
    }

    func close() {}
    func setExerciseFolder(_ folder: URL?) {}
}

extension LineReader {
    func readLine(prompt: String) -> LineInput { readLine(prompt: prompt, purpose: .command) }
}
