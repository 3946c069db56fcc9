/// Turns file bytes into text the checker can parse, reporting what had to be adjusted.
public struct DecodedSource: Sendable {
    public enum Problem: Sendable, Equatable {
        /// NUL bytes: not a text file; not checked.
        case binary
        /// Bytes that are not UTF-8 were replaced with U+FFFD; checked, never fixed.
        case invalidUTF8
    }

    /// The text without a leading byte order mark.
    public let text: String
    /// The file started with a UTF-8 byte order mark (written back on fix).
    public let hadByteOrderMark: Bool
    public let problem: Problem?

    /// Decodes file contents.
    public init(bytes: [UInt8]) {
        var body = bytes[...]
        hadByteOrderMark = body.starts(with: [0xEF, 0xBB, 0xBF])
        if hadByteOrderMark { body = body.dropFirst(3) }
        if body.contains(0) {
            text = ""
            problem = .binary
            return
        }
        if let valid = String(validating: body, as: UTF8.self) {
            text = valid
            problem = nil
        } else {
            text = String(decoding: body, as: UTF8.self)
            problem = .invalidUTF8
        }
    }

    /// Bytes to write back after fixing: the BOM is restored when the file had one.
    public func encode(_ fixed: String) -> [UInt8] {
        (hadByteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(fixed.utf8)
    }
}
