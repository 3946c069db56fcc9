import Foundation

/// Collects pasted Swift code line by line until the terminator line.
///
/// The terminator is a line holding only `.` (spaces around it are ignored). Readline may hand
/// over a bracketed paste as one string with embedded newlines; `feed` splits it, so the
/// terminator is found wherever it falls.
public struct MultiLineInput: Sendable {
    public static let terminator = "."

    /// What to tell a learner about to paste: `Paste the code to run` + how to end it.
    public static func instruction(_ what: String) -> String {
        "\(what), then a line holding only '\(terminator)' (Ctrl-C cancels)."
    }

    public private(set) var lines: [String] = []
    public private(set) var isComplete = false

    public init() {}

    /// Adds what the terminal returned. Text after the terminator is ignored.
    public mutating func feed(_ chunk: String) {
        guard !isComplete else { return }
        // "\r\n" is one Character in Swift, so it must be named as a separator of its own.
        for clean in chunk.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
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
