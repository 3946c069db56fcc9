import SwiftSyntax

/// What a rule sees of the file being checked, and where it reports findings.
///
/// One context exists per checked file; it is not shared between threads.
public final class RuleContext {
    public let tree: SourceFileSyntax
    public let knobs: Knobs
    /// True when the parser had to recover from syntax errors.
    public let hasParseErrors: Bool

    private(set) var findings: [Finding] = []
    private var converterStorage: SourceLocationConverter?
    private var typeIndexStorage: TypeIndex?
    private let fileName: String

    init(tree: SourceFileSyntax, fileName: String, knobs: Knobs) {
        self.tree = tree
        self.fileName = fileName
        self.knobs = knobs
        self.hasParseErrors = tree.hasError
    }

    /// Converts positions to line and column; built on first use.
    public var converter: SourceLocationConverter {
        if let converterStorage { return converterStorage }
        let made = SourceLocationConverter(fileName: fileName, tree: tree)
        converterStorage = made
        return made
    }

    /// The types declared in this file, built on first use by a walk over declarations only.
    public var types: TypeIndex {
        if let typeIndexStorage { return typeIndexStorage }
        let made = TypeIndex(tree)
        typeIndexStorage = made
        return made
    }

    /// Records a finding. Rules normally call `Rule.report(_:on:in:)` instead.
    public func report(ruleID: String, severity: Severity, message: String, at position: AbsolutePosition, fix: Fix?) {
        let location = converter.location(for: position)
        findings.append(Finding(
            ruleID: ruleID,
            severity: severity,
            message: message,
            line: location.line,
            column: location.column,
            offset: position.utf8Offset,
            fix: fix
        ))
    }
}
