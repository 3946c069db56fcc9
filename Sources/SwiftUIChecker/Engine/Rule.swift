import SwiftSyntax

/// A checker rule. One file per rule under `Rules/<Category>/`, listed in `RuleRegistry`.
///
/// The engine creates a fresh value of every enabled rule for each file, walks the syntax tree
/// once, and hands each rule only the nodes whose kind appears in `visitedKinds`. A rule that
/// needs facts from the whole file collects them in stored properties while visiting and
/// reports in `finish(in:)`.
public protocol Rule: SendableMetatype {
    /// Identity, documentation and examples of the rule.
    static var description: RuleDescription { get }
    /// The node kinds this rule inspects during the shared walk.
    static var visitedKinds: Set<SyntaxKind> { get }
    /// Narrows `.functionCallExpr`: when non-empty, only calls whose member name (`x.name(…)`,
    /// `.name(…)`) or callee name (`Name(…)`) is listed reach the rule. The walk computes each
    /// call's name once and looks it up, so a rule costs nothing on calls it does not name.
    static var calledNames: Set<String> { get }
    /// Narrows `.variableDecl`: when non-empty, only declarations carrying one of these
    /// attributes (simple name, without `@`) reach the rule.
    static var attributeNames: Set<String> { get }
    /// When non-empty, the rule can only report in files whose text contains at least one of
    /// these strings (say the identifier every finding needs); other files skip the rule
    /// entirely. Every rule's strings are found in one pass over the file (`MentionScan`).
    static var requiredText: [String] { get }
    /// Strings the rule asks `RuleContext.sourceMentions(_:)` about. The checker looks for them
    /// in the same single pass over the file as every rule's `requiredText`; other strings are
    /// searched when asked.
    static var mentionedText: [String] { get }

    init()

    /// Called for every node of a kind listed in `visitedKinds`, in source order.
    mutating func visit(_ node: Syntax, in context: RuleContext)
    /// Called once after the walk, for rules that decide with whole-file knowledge.
    mutating func finish(in context: RuleContext)
}

extension Rule {
    public mutating func finish(in context: RuleContext) {}
    public static var calledNames: Set<String> { [] }
    public static var attributeNames: Set<String> { [] }
    public static var requiredText: [String] { [] }
    public static var mentionedText: [String] { [] }

    /// Reports a finding of this rule at `position` (use a node's
    /// `positionAfterSkippingLeadingTrivia`).
    public func report(
        _ message: String,
        at position: AbsolutePosition,
        in context: RuleContext,
        severity: Severity? = nil,
        fix: Fix? = nil
    ) {
        context.report(
            ruleID: Self.description.id,
            severity: severity ?? Self.description.defaultSeverity,
            message: message,
            at: position,
            fix: fix
        )
    }

    /// Reports a finding at the first non-trivia character of `node`.
    public func report(
        _ message: String,
        on node: some SyntaxProtocol,
        in context: RuleContext,
        severity: Severity? = nil,
        fix: Fix? = nil
    ) {
        report(message, at: node.positionAfterSkippingLeadingTrivia, in: context, severity: severity, fix: fix)
    }
}

/// The rule categories, in the order rules are listed.
public enum RuleCategory: String, Codable, Sendable, CaseIterable {
    case state
    case concurrency
    case modernAPI = "modern-api"
    case navigation
    case composition
    case performance
    case lists
    case animation
    case scroll
    case text
    case layout
    case accessibility
    case liquidGlass = "liquid-glass"
    case images
    case designSystem = "design-system"
}

/// Whether a rule offers a fix.
public enum Fixability: String, Codable, Sendable {
    /// The fix is a mechanical rewrite that keeps the meaning.
    case safe
    /// A fix is offered only when a syntactic condition holds.
    case conditional
    /// Needs human judgement; no fix.
    case no
}

/// Where in the guidance documents a rule comes from.
public struct GuidanceSource: Codable, Sendable, Hashable {
    /// File name in the guidance folder, e.g. `000_043375cc0e9d289f.txt`.
    public let file: String
    /// The section heading, quoted as it appears in the file.
    public let section: String

    public init(file: String, section: String) {
        self.file = file
        self.section = section
    }
}

/// Where an example or a correction is written in the source, so that a test failing on it can
/// point at the example itself rather than at the generic test. Filled in by the default
/// arguments of the initialisers; never pass it by hand.
public struct ExampleLocation: Sendable, Hashable {
    /// `Module/File.swift`, as `#fileID` gives it.
    public let fileID: String
    /// The full path, as `#filePath` gives it.
    public let filePath: String
    public let line: Int
    public let column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// A code example for a rule. In triggering examples every `↓` marks the exact place a finding
/// must land; the marker is removed before the code is checked.
public struct RuleExample: Sendable, Hashable {
    public let code: String
    /// Knob values the example is checked with (defaults otherwise).
    public let knobs: Knobs
    /// The messages the example's findings carry, in the order of the `↓` markers; a single
    /// message stands for every finding. Every triggering example states them (the generic test
    /// requires it); non-triggering examples leave this empty.
    public let messages: [String]
    /// The robustness re-runs the generic test leaves out for this example. Empty unless the
    /// example's point does not survive a variant — say, it counts the file's lines.
    public let skipping: Set<Variant>
    /// Where the example is written.
    public let location: ExampleLocation

    /// A robustness re-run the generic test makes of every triggering example, besides checking
    /// it as written.
    public enum Variant: String, Sendable, Hashable, CaseIterable {
        /// Every line behind `//`, and the whole in a `/* … */` block: no finding.
        case wrappingInComment
        /// The whole inside a raw multi-line string literal: no finding.
        case wrappingInString
        /// A line of multi-byte text above and a multi-byte block comment in front of the first
        /// line: the findings land at the markers, shifted by the same lines and bytes.
        case prefixingMultiByteText
        /// Under `// swiftui-tutor:disable <rule id>` or `/* swiftui-tutor:disable all */` on a
        /// line above: no finding.
        case disablingTheRule
        /// A `// swiftui-tutor:disable-next-line <rule id>` line inserted above every marked
        /// line: no finding.
        case disablingNextLines
        /// Under another rule's `disable` comment on a line above: the rule still reports.
        case disablingAnotherRule
    }

    /// An example whose findings all carry `message` (nil in non-triggering examples).
    public init(
        _ code: String,
        knobs: Knobs = Knobs(),
        message: String? = nil,
        skipping: Set<Variant> = [],
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            code, knobs: knobs, messages: message.map { [$0] } ?? [], skipping: skipping,
            location: ExampleLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// An example whose findings carry different messages: one per `↓` marker, in marker order.
    public init(
        _ code: String,
        knobs: Knobs = Knobs(),
        messages: [String],
        skipping: Set<Variant> = [],
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            code, knobs: knobs, messages: messages, skipping: skipping,
            location: ExampleLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private init(_ code: String, knobs: Knobs, messages: [String], skipping: Set<Variant>, location: ExampleLocation) {
        self.code = code
        self.knobs = knobs
        self.messages = messages
        self.skipping = skipping
        self.location = location
    }
}

/// A fix example: `before` (with `↓` markers where findings land) becomes `after` once all
/// fixes are applied. For fixes that are only offered, `automatic` is false: `--fix` leaves
/// `before` alone and `after` shows the suggestion applied.
///
/// The fix-safety test type-checks `before` and `after` of every automatic correction against
/// SwiftUI, placed as `placement` says, with `declaring` beside them.
public struct RuleCorrection: Sendable, Hashable {
    public let before: String
    public let after: String
    public let knobs: Knobs
    public let automatic: Bool
    /// File-level declarations `before` and `after` use without containing them (say
    /// `let tint = Color.blue` or `final class Store: ObservableObject {}`), so that both compile;
    /// empty when they need none.
    public let declaring: String
    /// Where in a file the fix-safety test puts `before` and `after`.
    public let placement: Placement
    /// Where the correction is written.
    public let location: ExampleLocation

    /// Where the fix-safety test puts a correction's code: below `import SwiftUI` and
    /// `declaring`, as the whole file or inside `struct CorrectionHost: View`.
    public enum Placement: String, Sendable, Hashable {
        /// Decided by the first word of `before`: a type, an extension, `import` or `#Preview` is
        /// `.file`; a property wrapper attribute, `var`, `let`, `func`, `init` or an access level
        /// is `.viewMember`; anything else is `.viewBody`.
        case automatic
        /// The code is a whole file.
        case file
        /// The code is members of a view (its `body` is `EmptyView()`).
        case viewMember
        /// The code is the content of a view's `@ViewBuilder var body`.
        case viewBody
    }

    public init(
        _ before: String,
        _ after: String,
        knobs: Knobs = Knobs(),
        automatic: Bool = true,
        declaring: String = "",
        placement: Placement = .automatic,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        self.before = before
        self.after = after
        self.knobs = knobs
        self.automatic = automatic
        self.declaring = declaring
        self.placement = placement
        self.location = ExampleLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Everything a rule says about itself; the source of `rules`, `explain` and the example tests.
public struct RuleDescription: Sendable {
    /// The rule's id, e.g. `foreground-color`: lowercase words joined by `-`, as written in
    /// configuration files, disable comments and findings.
    public let id: String
    public let title: String
    public let category: RuleCategory
    public let defaultSeverity: Severity
    public let fixability: Fixability
    /// Why the rule exists, in this project's own words.
    public let rationale: String
    public let sources: [GuidanceSource]
    public let triggering: [RuleExample]
    public let nonTriggering: [RuleExample]
    public let corrections: [RuleCorrection]

    public init(
        id: String,
        title: String,
        category: RuleCategory,
        defaultSeverity: Severity,
        fixability: Fixability,
        rationale: String,
        sources: [GuidanceSource],
        triggering: [RuleExample],
        nonTriggering: [RuleExample],
        corrections: [RuleCorrection] = []
    ) {
        self.id = id
        self.title = title
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.fixability = fixability
        self.rationale = rationale
        self.sources = sources
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.corrections = corrections
    }
}

/// Short names for the guidance files, used by rule metadata.
public enum Guidance {
    public static let expertSkill = "000_043375cc0e9d289f.txt"
    public static let bestPractices = "001_163902cc6122728c.txt"
    public static let playbook = "002_230a62b7fab52a1f.txt"
    public static let patterns = "003_27096e9e2ce1c4a5.txt"
    public static let projectPatterns = "004_f399b3bf2a63fd80.txt"
}
