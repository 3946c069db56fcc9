import Foundation
import SystemCalls

/// Shows long text a screenful at a time on a terminal, like `more`: Space or Enter for the
/// next page, q to stop. Used only when standard input and output are both terminals.
struct Pager {
    var rows: Int

    func show(_ lines: [String]) {
        let page = max(5, rows - 2)
        guard lines.count > page + 1 else {
            Console.print(lines)
            return
        }
        var start = 0
        while start < lines.count {
            let end = min(start + page, lines.count)
            Console.print(Array(lines[start..<end]))
            start = end
            guard start < lines.count else { break }
            let prompt =
                "\u{1B}[7m-- \(Int(Double(start) / Double(lines.count) * 100))% · Space/Enter: more · q: stop "
                + "--\u{1B}[0m"
            FileHandle.standardOutput.write(Data(prompt.utf8))
            let key = Self.readKey()
            FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8))
            if key == UInt8(ascii: "q") || key == UInt8(ascii: "Q") || key == 3 || key == nil { break }
        }
    }

    /// One key from the terminal without waiting for Enter; nil on end of input.
    static func readKey() -> UInt8? {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutablePointer(to: &raw.c_cc) { pointer in
            pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        var byte: UInt8 = 0
        let count = read(STDIN_FILENO, &byte, 1)
        return count == 1 ? byte : nil
    }
}
