import Foundation

/// Collects pasted Swift code line by line until the terminator line.
///
/// The terminator is a line holding only `.` (spaces around it are ignored). Readline may hand
/// over a bracketed paste as one string with embedded newlines; `feed` splits it, so the
/// terminator is found wherever it falls.
public struct MultiLineInput: Sendable {
    public static let terminator = "."

    public private(set) var lines: [String] = []
    public private(set) var isComplete = false

    public init() {}

    /// Adds what the terminal returned. Text after the terminator is ignored.
    public mutating func feed(_ chunk: String) {
        guard !isComplete else { return }
        for line in chunk.split(separator: "\n", omittingEmptySubsequences: false) {
            let clean = line.hasSuffix("\r") ? line.dropLast() : line
            if clean.trimmingCharacters(in: .whitespaces) == Self.terminator {
                isComplete = true
                return
            }
            lines.append(String(clean))
        }
    }

    /// Ends the input as if the terminator had been typed (Ctrl-D).
    public mutating func finish() { isComplete = true }

    /// The collected text, with a final newline.
    public var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }
}
