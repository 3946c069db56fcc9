import Foundation
import SystemCalls
import TutorCore

/// Shows long text a screenful at a time on a terminal, with the keys of `less` (`PagerState`
/// decides what each key does; this type reads keys and draws). Used only when standard input
/// and output are both terminals.
///
/// It reads exactly the bytes of each key, so a key typed after `q` reaches the shell; and when
/// keys are already waiting as it would open (typed ahead while a command ran), it prints the
/// text whole and leaves those keys to the shell.
struct Pager {
    var rows: Int

    /// Shows `lines`; returns whether their end was on screen.
    @discardableResult
    func show(_ text: [String]) -> Bool {
        let lines = Console.fitted(text)
        let height = max(4, rows - 1)
        guard lines.count > height, !Self.inputIsWaiting(), let terminal = RawTerminal() else {
            Console.print(lines)
            return true
        }
        defer { terminal.restore() }
        var state = PagerState(lines: lines, pageHeight: height)
        Self.write(state.window.joined(separator: "\n") + "\n" + status(state))
        while !state.finished, let key = Self.readKey() {
            switch state.press(key) {
            case .status:
                Self.write("\r\u{1B}[K" + status(state))
            case .append(let more):
                Self.write("\r\u{1B}[K" + more.joined(separator: "\n") + "\n" + status(state))
            case .redraw:
                Self.write("\u{1B}[H\u{1B}[2J" + state.window.joined(separator: "\n") + "\n" + status(state))
            }
        }
        Self.write("\r\u{1B}[K")
        return state.endShown
    }

    private func status(_ state: PagerState) -> String {
        let text = state.statusLine
        let width = Console.width()
        let shown = text.count >= width ? String(text.prefix(width - 2)) + "…" : text
        return state.finished ? "" : "\u{1B}[7m" + shown + "\u{1B}[0m"
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Whether standard input already holds keys.
    private static func inputIsWaiting() -> Bool {
        var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    /// The bytes of one key, read one at a time; nil on end of input. An Escape with nothing
    /// after it within 50 ms is the Escape key.
    private static func readKey() -> PagerKey? {
        var bytes: [UInt8] = []
        while true {
            if bytes.first == 0x1B {
                var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                if poll(&entry, 1, 50) <= 0 { return bytes.count == 1 ? .escape : .other }
            }
            var byte: UInt8 = 0
            let count = SystemCall.retryingOnInterrupt { read(STDIN_FILENO, &byte, 1) }
            guard count == 1 else { return nil }
            bytes.append(byte)
            if case .key(let key) = PagerKeyDecoder.decode(bytes) { return key }
            if bytes.count > 16 { return .other }
        }
    }
}

/// Standard input switched to reading key by key without echo, until `restore()`.
private struct RawTerminal {
    private let original: termios

    init?() {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        self.original = original
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutablePointer(to: &raw.c_cc) { pointer in
            pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
    }

    func restore() {
        var original = original
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }
}
