/// One problem found in one file.
public struct Finding: Codable, Sendable, Hashable {
    /// The id of the rule, or `parse-error` for the syntax-error note.
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// 1-based line.
    public var line: Int
    /// 1-based column counted in UTF-8 bytes, as compilers report it.
    public var column: Int
    /// UTF-8 offset of the finding in the checked text.
    public var offset: Int
    /// A proposed edit, if the rule can repair the code.
    public var fix: Fix?

    public init(
        ruleID: String, severity: Severity, message: String, line: Int, column: Int, offset: Int, fix: Fix? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
        self.fix = fix
    }
}

/// A repair: one or more text edits that belong together.
public struct Fix: Codable, Sendable, Hashable {
    /// What the fix does, e.g. "replace with .foregroundStyle".
    public var summary: String
    public var edits: [TextEdit]
    /// False for fixes that are only offered (shown in JSON) but never applied by `--fix`.
    public var isAutomatic: Bool

    public init(_ summary: String, edits: [TextEdit], isAutomatic: Bool = true) {
        self.summary = summary
        self.edits = edits
        self.isAutomatic = isAutomatic
    }
}

/// Replace the UTF-8 byte range `start..<end` of the checked text with `replacement`.
public struct TextEdit: Codable, Sendable, Hashable {
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(start: Int, end: Int, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}
