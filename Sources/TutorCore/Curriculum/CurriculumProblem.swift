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

    /// `file:line: message — fix`, the form editors and people both read.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(message). \(fix)"
    }
}
