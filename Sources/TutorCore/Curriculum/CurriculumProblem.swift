/// One thing wrong with a pack's content, located precisely enough for an author to fix it.
public struct CurriculumProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Path of the file, relative to the pack root when possible.
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// What is wrong, in plain words.
    public var message: String
    /// What to do about it.
    public var fix: String

    public init(file: String, line: Int? = nil, message: String, fix: String) {
        self.file = file
        self.line = line
        self.message = message
        self.fix = fix
    }

    /// A problem in the words of a message catalogue (`CurriculumMessages`, `ValidationMessages`).
    init(file: String, line: Int? = nil, _ text: ProblemText) {
        self.init(file: file, line: line, message: text.message, fix: text.fix)
    }

    /// `file:line: message — fix`, the form editors and people both read.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(message). \(fix)"
    }
}

/// What a problem says to a pack's author: what is wrong, and what to do about it.
struct ProblemText: Equatable, Sendable {
    /// What is wrong, in plain words, without a closing full stop.
    var message: String
    /// What to do about it.
    var fix: String

    init(_ message: String, fix: String) {
        self.message = message
        self.fix = fix
    }
}
