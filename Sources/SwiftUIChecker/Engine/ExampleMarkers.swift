/// Reads `↓` markers out of rule examples.
public enum ExampleMarkers {
    public static let marker: Character = "↓"

    /// A place a marker stood, in the text with markers removed.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        public let line: Int
        /// 1-based UTF-8 column.
        public let column: Int
        public var description: String { "\(line):\(column)" }

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The text without markers and the positions where they stood.
    public static func strip(_ text: String) -> (code: String, positions: [Position]) {
        var code = ""
        var positions: [Position] = []
        var line = 1
        var column = 1
        for character in text {
            if character == marker {
                positions.append(Position(line: line, column: column))
                continue
            }
            code.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (code, positions)
    }
}
