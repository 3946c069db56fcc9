import Foundation
import SystemCalls
import TutorCore

/// Standard output and error, and facts about the terminal behind them.
enum Console {
    enum Stream {
        case standardInput, standardOutput, standardError
        var descriptor: Int32 {
            switch self {
            case .standardInput: STDIN_FILENO
            case .standardOutput: STDOUT_FILENO
            case .standardError: STDERR_FILENO
            }
        }
    }

    static func isTerminal(_ stream: Stream) -> Bool { isatty(stream.descriptor) == 1 }

    /// Columns of the terminal on standard output, or `$COLUMNS`, or 80; capped for reading comfort.
    static func width() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return min(Int(size.ws_col), 100)
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return min(columns, 100)
        }
        return 80
    }

    /// Columns of the terminal on standard output, uncapped; nil when it is not a terminal.
    static func columns() -> Int? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return nil
    }

    /// `lines` broken at spaces to fit the terminal as it is now (resized or not); unchanged
    /// when standard output is not a terminal.
    static func fitted(_ lines: [String]) -> [String] {
        guard let columns = columns() else { return lines }
        return LineFitting.fit(lines, width: columns)
    }

    /// Rows of the terminal on standard output, when known.
    static func rows() -> Int? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        return nil
    }

    static func style(forOutputTerminal isTerminal: Bool, noColor: Bool) -> TerminalStyle {
        let color =
            !noColor
            && TerminalStyle.colorAllowed(isTerminal: isTerminal, environment: ProcessInfo.processInfo.environment)
        return TerminalStyle(usesColor: color, width: isTerminal ? width() : 80)
    }

    /// Clears a terminal and its scroll-back, as `clear` does, leaving the cursor at the top.
    static func clearScreen() {
        FileHandle.standardOutput.write(Data("\u{1B}[H\u{1B}[2J\u{1B}[3J".utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A command's error on standard error, as `swiftui-tutor: error: …`.
    static func commandError(_ message: String) {
        error("swiftui-tutor: error: \(message)")
    }

    static func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        FileHandle.standardOutput.write(Data((fitted(lines).joined(separator: "\n") + "\n").utf8))
    }

    /// Prints a reply, paging it when it is long and standard output is a terminal. Returns
    /// whether the reply's end was shown (false when the pager was left before it).
    @discardableResult
    static func show(_ reply: SessionReply, pager: Pager? = nil) -> Bool {
        for warning in reply.warnings { error(warning) }
        if reply.isPageable, let pager {
            return pager.show(reply.lines)
        }
        print(reply.lines)
        return true
    }
}
