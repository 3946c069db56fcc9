import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Wording

/// Checks Swift source text against the registered rules. A value type: share it freely.
public struct Checker: Sendable {
    /// The pseudo rule id of the note reporting that a file does not parse.
    public static let parseErrorID = "parse-error"
    /// The pseudo rule id of notes about a file's bytes (binary content, invalid UTF-8).
    public static let fileEncodingID = "file-encoding"
    /// The pseudo rule id of notes about suppression comments that name no known rule.
    public static let suppressionID = "suppression-comment"

    public let configuration: Configuration
    private let ruleTypes: [any Rule.Type]
    private let plan: DispatchPlan
    private let maximumNestingLevel: Int?
    private let knownRuleIDs: Set<String>

    /// - Parameters:
    ///   - configuration: settings to apply; the defaults check every rule.
    ///   - rules: the rules to run (after `configuration` disables some); all by default.
    ///   - maximumNestingLevel: how deep brackets may nest before the parser gives up (it reports
    ///     a syntax error instead of overflowing the stack). nil keeps swift-syntax's default,
    ///     which is 256 in release builds but only 20 in debug builds; raise it only on threads
    ///     with large stacks, as `CheckRun` does.
    public init(
        configuration: Configuration = Configuration(), rules: [any Rule.Type] = RuleRegistry.all,
        maximumNestingLevel: Int? = nil
    ) {
        self.configuration = configuration
        self.maximumNestingLevel = maximumNestingLevel
        self.ruleTypes = rules.filter { configuration.isEnabled($0.description.id) }
        self.knownRuleIDs = RuleRegistry.ids.union(rules.map { $0.description.id })
        self.plan = DispatchPlan(ruleTypes)
    }

    /// All findings for `source`, sorted by position, with suppressed ones removed. A file with
    /// syntax errors is still checked (on the recovered tree) and gets one `parse-error` note.
    public func check(source: String, fileName: String = "<input>") -> [Finding] {
        check(tree: parse(source), source: source, fileName: fileName).findings
    }

    /// A source text with its syntax tree, parsed ahead of `check(_:fileName:)`.
    struct ParsedSource {
        let text: String
        let tree: SourceFileSyntax
    }

    /// Parses `source` for a later `check(_:fileName:)`. Parsing a few files before checking
    /// them keeps the parser's and the rules' code warm in the CPU's caches in turn.
    func parsed(_ source: String) -> ParsedSource {
        ParsedSource(text: source, tree: parse(source))
    }

    /// The same findings as `check(source:fileName:)`, for a text parsed by `parsed(_:)`.
    func check(_ parsed: ParsedSource, fileName: String) -> [Finding] {
        check(tree: parsed.tree, source: parsed.text, fileName: fileName).findings
    }

    private func check(tree: SourceFileSyntax, source: String, fileName: String) -> (findings: [Finding], parses: Bool)
    {
        let present = plan.mentions.scan(source)
        let context = RuleContext(
            tree: tree, source: source, fileName: fileName, knobs: configuration.knobs,
            scanned: (plan.mentions, present))
        let active = plan.requiredMentions.map { required in required.isEmpty || required.contains { present[$0] } }
        let rules = zip(ruleTypes, active).map { type, isActive -> any Rule in isActive ? type.init() : InactiveRule() }
        let dispatch = RuleDispatch(
            rules: rules, active: active, plan: plan, context: context,
            scansComments: context.sourceMentions(SuppressionMap.prefix))
        let suppressions = SharedWalk.run(dispatch, plan: plan)
        var findings = context.findings.compactMap { finding -> Finding? in
            if !suppressions.isEmpty,
                suppressions.suppresses(ruleID: finding.ruleID, line: finding.line, offset: finding.offset)
            {
                return nil
            }
            var adjusted = finding
            adjusted.severity = configuration.severity(for: finding.ruleID, raised: finding.severity)
            return adjusted
        }
        if context.hasParseErrors {
            findings.append(parseErrorNote(tree: tree, converter: context.converter))
        }
        if !suppressions.isEmpty || !suppressions.malformed.isEmpty {
            findings += suppressionNotes(suppressions, lines: context.lines)
        }
        findings.sort { ($0.offset, $0.ruleID, $0.message) < ($1.offset, $1.ruleID, $1.message) }
        return (findings, !context.hasParseErrors)
    }

    /// Notes for directives that would silently do nothing: an unknown action or rule id.
    private func suppressionNotes(_ suppressions: SuppressionMap, lines: LineTable) -> [Finding] {
        var notes: [Finding] = []
        for directive in suppressions.directives {
            for id in directive.ruleIDs where id != "all" && !knownRuleIDs.contains(id) {
                let close = ClosestNames.matches(for: id, in: knownRuleIDs)
                let hint =
                    close.isEmpty
                    ? "run 'swiftui-tutor rules' for the ids" : "did you mean \(close.joined(separator: ", "))?"
                let location = lines.location(ofOffset: directive.offset)
                notes.append(
                    Finding(
                        ruleID: Self.suppressionID, severity: .note,
                        message: "suppression comment names unknown rule '\(id)'; \(hint)",
                        line: location.line, column: location.column, offset: directive.offset))
            }
        }
        for comment in suppressions.malformed {
            let location = lines.location(ofOffset: comment.offset)
            notes.append(
                Finding(
                    ruleID: Self.suppressionID, severity: .note,
                    message:
                        "suppression comment not understood; write swiftui-tutor:disable-next-line, disable-line, "
                        + "disable or enable followed by rule ids or 'all'",
                    line: location.line, column: location.column, offset: comment.offset))
        }
        return notes
    }

    private func parseErrorNote(tree: SourceFileSyntax, converter: SourceLocationConverter) -> Finding {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first else {
            return Finding(
                ruleID: Self.parseErrorID, severity: .note,
                message: "file has syntax errors; checked what the parser could recover",
                line: 1, column: 1, offset: 0)
        }
        let location = first.location(converter: converter)
        let more =
            diagnostics.count > 1
            ? " (and \(diagnostics.count - 1) more syntax error\(diagnostics.count == 2 ? "" : "s"))" : ""
        return Finding(
            ruleID: Self.parseErrorID, severity: .note,
            message: "file has syntax errors, rules ran on the recovered tree: \(first.message)\(more)",
            line: location.line, column: location.column, offset: first.position.utf8Offset)
    }

    private func parse(_ source: String) -> SourceFileSyntax {
        Self.parse(source, maximumNestingLevel: maximumNestingLevel)
    }

    static func parse(_ source: String, maximumNestingLevel: Int?) -> SourceFileSyntax {
        var text = source
        return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
    }

    /// Parses `source` and walks the tree once with no rules: the benchmark baseline.
    /// Returns the number of nodes visited.
    public static func parseAndWalk(_ source: String, maximumNestingLevel: Int? = nil) -> Int {
        final class Counter: SyntaxAnyVisitor {
            var nodes = 0
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                nodes += 1
                return .visitChildren
            }
        }
        let counter = Counter(viewMode: .sourceAccurate)
        counter.walk(parse(source, maximumNestingLevel: maximumNestingLevel))
        return counter.nodes
    }

    /// The result of applying fixes.
    public struct FixOutcome: Sendable {
        /// The fixed text (unchanged when nothing applied or the file does not parse).
        public let text: String
        /// Findings whose fixes were applied, in the pass they were applied.
        public let fixed: [Finding]
        /// Findings in the fixed text.
        public let remaining: [Finding]
    }

    /// Applies every automatic fix (and offered ones too with `includingSuggestions`),
    /// re-checking between passes until nothing more applies. A file with syntax errors is never
    /// changed, and a pass whose result would not parse is dropped. Applying the outcome's fixes
    /// again changes nothing.
    public func fix(
        source: String, fileName: String = "<input>", includingSuggestions: Bool = false, maximumPasses: Int = 8
    ) -> FixOutcome {
        var text = source
        var tree = parse(text)
        var fixed: [Finding] = []
        var (findings, parses) = check(tree: tree, source: text, fileName: fileName)
        guard parses else { return FixOutcome(text: source, fixed: [], remaining: findings) }
        for _ in 0..<maximumPasses {
            let fixable = findings.filter { $0.fix.map { $0.isAutomatic || includingSuggestions } ?? false }
            guard !fixable.isEmpty else { break }
            let (candidate, applied) = FixApplication.apply(fixable.map { $0.fix?.edits ?? [] }, to: text)
            guard candidate != text else { break }
            let candidateTree = parse(candidate)
            guard !candidateTree.hasError else { break }
            fixed += applied.map { fixable[$0] }
            text = candidate
            tree = candidateTree
            (findings, parses) = check(tree: tree, source: text, fileName: fileName)
        }
        return FixOutcome(text: text, fixed: fixed, remaining: findings)
    }
}
