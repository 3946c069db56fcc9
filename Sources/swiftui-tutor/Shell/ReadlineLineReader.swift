import CReadline
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// GNU readline through its callback interface, so that Ctrl-C can cancel the line being typed
/// without leaving the shell: SIGINT only sets a flag, which interrupts `poll`, and the line is
/// then discarded outside the signal handler.
///
/// Readline's C callbacks cannot capture Swift context, so the few values they need live in
/// `ReadlineState`; only one reader exists per process.
final class ReadlineLineReader: LineReader {
    private let historyFile: String?
    private static let historyLimit: Int32 = 1000

    /// - Parameters:
    ///   - historyFile: where history persists between runs (created when missing).
    ///   - complete: completions for (word being typed, text of the line before it).
    init(historyFile: String?, complete: @escaping @Sendable (String, String) -> [String]) {
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

    func readLine(prompt: String) -> LineInput {
        ReadlineState.received = nil
        ReadlineState.interrupted = 0
        rl_callback_handler_install(prompt, readlineLineHandler)
        defer { rl_callback_handler_remove() }
        while true {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, -1)
            if ReadlineState.interrupted != 0 {
                ReadlineState.interrupted = 0
                rl_free_line_state()
                rl_callback_sigcleanup()
                rl_cleanup_after_signal()
                rl_replace_line("", 0)
                FileHandle.standardOutput.write(Data("^C\n".utf8))
                return .interrupted
            }
            if ready < 0 { continue }
            if descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                rl_callback_read_char()
            }
            if let received = ReadlineState.received {
                guard let line = received else {
                    FileHandle.standardOutput.write(Data("\n".utf8))
                    return .endOfInput
                }
                remember(line)
                return .line(line)
            }
        }
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

    func close() {
        if let historyFile { history_truncate_file(historyFile, Self.historyLimit) }
    }

    private func installInterruptHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in ReadlineState.interrupted = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: poll must wake up
        sigaction(SIGINT, &action, nil)
    }
}

/// Values readline's C callbacks read and write.
enum ReadlineState {
    /// nil: nothing yet; .some(nil): end of input; .some(line): a line.
    nonisolated(unsafe) static var received: String??
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
    nonisolated(unsafe) static var complete: (@Sendable (String, String) -> [String])?
    nonisolated(unsafe) static var matches: [String] = []
    nonisolated(unsafe) static var matchIndex = 0
}

private let readlineLineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { pointer in
    guard let pointer else {
        ReadlineState.received = .some(nil)
        return
    }
    ReadlineState.received = .some(String(cString: pointer))
    free(pointer)
}

private let readlineCompletion: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, _ in
    tutor_rl_completion_done()
    let word = text.map { String(cString: $0) } ?? ""
    let buffer = String(cString: tutor_rl_line_buffer())
    let prefix = String(buffer.utf8.prefix(Int(start))) ?? ""
    ReadlineState.matches = ReadlineState.complete?(word, prefix) ?? []
    ReadlineState.matchIndex = 0
    return rl_completion_matches(text, { _, state in
        if state == 0 { ReadlineState.matchIndex = 0 }
        guard ReadlineState.matchIndex < ReadlineState.matches.count else { return nil }
        defer { ReadlineState.matchIndex += 1 }
        return strdup(ReadlineState.matches[ReadlineState.matchIndex])
    })
}
