import CReadline
import Foundation
import SystemCalls

/// GNU readline through its callback interface, so that Ctrl-C can cancel the line being typed
/// without leaving the shell. The SIGINT handler only writes a byte to a pipe (whichever thread
/// receives the signal); `poll` watches that pipe beside standard input, and the line is then
/// discarded outside the signal handler.
///
/// Readline's C callbacks cannot capture Swift context, so the few values they need live in
/// `ReadlineState`; only one reader exists per process.
final class ReadlineLineReader: LineReader {
    private let historyFile: String?
    private static let historyLimit: Int32 = 1000

    /// - Parameters:
    ///   - historyFile: where history persists between runs (created when missing).
    ///   - complete: completions for (word being typed, text of the line before it); nil asks
    ///     readline to complete file names itself.
    init(historyFile: String?, complete: @escaping @Sendable (String, String) -> [String]?) {
        self.historyFile = historyFile
        ReadlineState.complete = complete
        tutor_rl_configure(strdup("swiftui-tutor"), readlineCompletion)
        using_history()
        stifle_history(Self.historyLimit)
        if let historyFile {
            try? FileManager.default.createDirectory(
                atPath: (historyFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: historyFile) {
                _ = FileManager.default.createFile(atPath: historyFile, contents: nil)
            }
            read_history(historyFile)
        }
        installInterruptHandler()
    }

    func readLine(prompt: String, purpose: LinePurpose) -> LineInput {
        ReadlineState.received = nil
        drainInterrupts()  // a Ctrl-C pressed while a command ran does not cancel the next line
        if purpose == .code { tutor_rl_begin_code() }
        rl_callback_handler_install(prompt, readlineLineHandler)
        defer {
            rl_callback_handler_remove()
            if purpose == .code { tutor_rl_end_code() }
        }
        while true {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: ReadlineState.interruptPipe.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 { continue }
            if descriptors[1].revents != 0 {
                drainInterrupts()
                FileHandle.standardOutput.write(Data("^C\r\n".utf8))
                rl_free_line_state()
                rl_callback_sigcleanup()
                rl_replace_line("", 0)
                return .interrupted
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                rl_callback_read_char()
            }
            if let received = ReadlineState.received {
                guard let line = received else {
                    FileHandle.standardOutput.write(Data("\n".utf8))
                    return .endOfInput
                }
                if purpose == .command { remember(line) }
                if purpose == .code, let rest = tutor_rl_take_paste_rest() {
                    defer { free(rest) }
                    return .line(line + "\n" + echoed(pastedLines: String(cString: rest), prompt: prompt))
                }
                return .line(line)
            }
        }
    }

    /// Shows the lines of a paste after its first as if each had been typed at `prompt`, and
    /// returns them.
    private func echoed(pastedLines text: String, prompt: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let shown = lines.map { prompt + $0 + "\n" }.joined()
        FileHandle.standardOutput.write(Data(shown.utf8))
        return text
    }

    private func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        let last = tutor_history_last().map { String(cString: $0) }
        guard last != line else { return }
        add_history(line)
        if let historyFile {
            append_history(1, historyFile)
        }
    }

    func setExerciseFolder(_ folder: URL?) { ReadlineState.exerciseFolder = folder }

    func close() {
        if let historyFile { history_truncate_file(historyFile, Self.historyLimit) }
    }

    /// Readable from the moment Ctrl-C is pressed until the next line is read: handed to the
    /// grader, so Ctrl-C stops a compile or run in progress. nil before a reader exists.
    static var interruptDescriptor: Int32? {
        ReadlineState.interruptPipe.read >= 0 ? ReadlineState.interruptPipe.read : nil
    }

    /// Whether Ctrl-C was pressed since the current line was read.
    static var interruptPending: Bool {
        guard let descriptor = interruptDescriptor else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    private func installInterruptHandler() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        ReadlineState.interruptPipe = (ends[0], ends[1])
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 3
            _ = write(ReadlineState.interruptPipe.write, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        // A parent that blocked SIGINT passes the mask on; Ctrl-C must still reach the shell.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    private func drainInterrupts() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(ReadlineState.interruptPipe.read, &buffer, buffer.count) > 0 {}
    }
}

/// Values readline's C callbacks read and write.
enum ReadlineState {
    /// nil: nothing yet; .some(nil): end of input; .some(line): a line.
    nonisolated(unsafe) static var received: String??
    /// Written by the SIGINT handler, watched by `poll`.
    nonisolated(unsafe) static var interruptPipe: (read: Int32, write: Int32) = (-1, -1)
    nonisolated(unsafe) static var complete: (@Sendable (String, String) -> [String]?)?
    /// The open exercise's folder, where file names are completed first.
    nonisolated(unsafe) static var exerciseFolder: URL?
    nonisolated(unsafe) static var matches: [String] = []
    nonisolated(unsafe) static var matchIndex = 0
}

private let readlineLineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { pointer in
    // Removed here, inside the handler: otherwise readline draws a fresh prompt as soon as the
    // handler returns, and the command's output is printed over it.
    rl_callback_handler_remove()
    guard let pointer else {
        ReadlineState.received = .some(nil)
        return
    }
    ReadlineState.received = .some(String(cString: pointer))
    free(pointer)
}

private let readlineCompletion:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, _ in
            let word = text.map { String(cString: $0) } ?? ""
            let buffer = String(cString: tutor_rl_line_buffer())
            let prefix = String(buffer.utf8.prefix(Int(start))) ?? ""
            // nil: readline completes file names itself.
            guard let matches = ReadlineState.complete?(word, prefix) else { return nil }
            tutor_rl_completion_done()
            if matches.count == 1, matches[0].hasSuffix("/") { tutor_rl_no_space_after_completion() }
            ReadlineState.matches = matches
            ReadlineState.matchIndex = 0
            return rl_completion_matches(
                text,
                { _, state in
                    if state == 0 { ReadlineState.matchIndex = 0 }
                    guard ReadlineState.matchIndex < ReadlineState.matches.count else { return nil }
                    defer { ReadlineState.matchIndex += 1 }
                    return strdup(ReadlineState.matches[ReadlineState.matchIndex])
                })
        }
