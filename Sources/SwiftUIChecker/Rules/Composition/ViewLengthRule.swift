import SwiftSyntax

/// `view-length`: long bodies, long view functions and long files are hard to read and a sign
/// that parts should become their own views.
///
/// Lint: a view `body` (`body: some View`, `body(content:)`, `makeBody(configuration:)`)
/// with more than `maxBodyLines` lines of code; another function, or a computed `some View`
/// property, of a view-like type with more than `maxFunctionLines`; a view file — one declaring
/// a view-like type — with more than `maxFileLines` (reported at the line of code past the
/// limit). Lines of code run from the declaration through its closing brace (or over the whole
/// file) and leave out blank lines, comments and lines that only close a block (`}`, `})`): a
/// body two lines over the limit because of its closing braces is not long.
public struct ViewLengthRule: Rule {
    public static let description = RuleDescription(
        id: "view-length",
        title: "Keep bodies, view functions and files short",
        category: .composition,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            A body that runs over a screen mixes several concerns and is hard to follow and to \
            change. Extracting parts into small view structs gives each part a name, its own \
            inputs and its own update scope. The limits are configurable: guidance suggests \
            about 20 lines for a body, 40 for other functions, and splitting a view file with \
            extensions once it passes about 300 lines.
            """,
        sources: [
            GuidanceSource(file: Guidance.bestPractices, section: "Function Length Guidelines"),
            GuidanceSource(file: Guidance.patterns, section: "Stable View Tree"),
            GuidanceSource(file: Guidance.expertSkill, section: "When to Extract Subviews"),
        ],
        triggering: [
            RuleExample(
                """
                var ↓body: some View {
                    VStack { Text("One"); Text("Two") }
                        .padding()
                }
                """, knobs: limits(body: 2),
                message: "this body has 3 lines of code (limit 2); extract parts into their own view structs"),
            RuleExample(
                """
                struct Receipt: View {
                    var ↓body: some View {
                        VStack {
                            Text("Total")
                        }
                    }
                    func ↓footer() -> some View {
                        HStack {
                            Text("Thanks")
                        }
                    }
                    private var ↓summary: some View {
                        Text("Paid")
                            .bold()
                            .padding()
                    }
                }
                """, knobs: limits(body: 2, function: 2),
                messages: [
                    "this body has 3 lines of code (limit 2); extract parts into their own view structs",
                    "this function has 3 lines of code (limit 2); extract parts into their own view structs",
                    "this view property has 4 lines of code (limit 2); extract parts into their own view structs",
                ]),
            RuleExample(
                """
                struct Frame: ViewModifier {
                    func ↓body(content: Content) -> some View {
                        content
                            .padding()
                            .border(.gray)
                    }
                }
                """, knobs: limits(body: 3),
                message: "this body has 4 lines of code (limit 3); extract parts into their own view structs"),
            RuleExample(
                """
                import SwiftUI
                struct A: View { var body: some View { Text("A") } }
                struct B: View { var body: some View { Text("B") } }
                ↓struct C: View { var body: some View { Text("C") } }
                """, knobs: limits(file: 3),
                message:
                    "this file is 4 lines long (more than 3 lines of code); split it into smaller files or extensions "
                    + "with // MARK: - sections"),
        ],
        nonTriggering: [
            RuleExample("var body: some View { SummaryPanel() }"),
            RuleExample(
                """
                var body: some View {
                    // the card and its rows
                    VStack {
                        CardHeader()

                        CardRows()
                    }
                }
                """, knobs: limits(body: 4)),
            RuleExample(
                """
                struct Parser {
                    func parse(_ text: String) -> [String] {
                        let parts = text.split(separator: ",")
                        return parts.map(String.init)
                    }
                    var body: String { "not a view" }
                }
                """, knobs: limits(body: 1, function: 2)),
            RuleExample(
                """
                struct Badge: View {
                    var body: some View {
                        Text("New")
                    }
                }
                """, knobs: limits(body: 3, file: 5)),
            RuleExample(
                """
                import Foundation
                struct Money { let cents: Int }
                extension Money { var euros: Double { Double(cents) / 100 } }
                let zero = Money(cents: 0)
                """, knobs: limits(file: 2)),
        ]
    )

    /// Knobs with smaller limits, for examples.
    static func limits(body: Int = 20, function: Int = 40, file: Int = 300) -> Knobs {
        var knobs = Knobs()
        knobs.maxBodyLines = body
        knobs.maxFunctionLines = function
        knobs.maxFileLines = file
        return knobs
    }

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl, .functionDecl]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        if let function = node.as(FunctionDeclSyntax.self) {
            guard function.body != nil else { return }
            if function.isBuilderRequirement {
                check(node, name: function.name, limit: context.knobs.maxBodyLines, what: "body", in: context)
            } else if Self.lineCount(of: node, in: context) > context.knobs.maxFunctionLines,
                let owner = function.enclosingTypeDecl, context.isViewLike(owner)
            {
                check(node, name: function.name, limit: context.knobs.maxFunctionLines, what: "function", in: context)
            }
            return
        }
        guard let variable = node.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.accessorBlock != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else { return }
        if binding.isViewBody {
            check(node, name: name, limit: context.knobs.maxBodyLines, what: "body", in: context)
        } else if binding.typeAnnotation?.type.returnsSomeView == true, variable.isMember,
            Self.lineCount(of: node, in: context) > context.knobs.maxFunctionLines,
            let owner = variable.enclosingTypeDecl, context.isViewLike(owner)
        {
            check(node, name: name, limit: context.knobs.maxFunctionLines, what: "view property", in: context)
        }
    }

    private static func lineCount(of decl: Syntax, in context: RuleContext) -> Int {
        let first = context.lines.location(ofOffset: decl.positionAfterSkippingLeadingTrivia.utf8Offset).line
        let last = context.lines.location(ofOffset: decl.endPositionBeforeTrailingTrivia.utf8Offset).line
        return last - first + 1
    }

    /// Lines on which a token other than a closing `}`, `)`, `]` or a comma starts: blank lines,
    /// comments (trivia) and lines that only close blocks are left out.
    private static func codeLineCount(of node: Syntax, in context: RuleContext) -> Int {
        codeLines(of: node, in: context, stoppingAfter: Int.max).count
    }

    /// The count of code lines (see `codeLineCount`), up to `limit` + 1, and the line of the last
    /// one counted.
    private static func codeLines(of node: Syntax, in context: RuleContext, stoppingAfter limit: Int)
        -> (count: Int, lastLine: Int)
    {
        var count = 0
        var lastLine = 0
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .rightBrace, .rightParen, .rightSquare, .comma, .endOfFile: continue
            default: break
            }
            let line = context.lines.location(ofOffset: token.positionAfterSkippingLeadingTrivia.utf8Offset).line
            if line != lastLine {
                count += 1
                lastLine = line
                if count > limit { break }
            }
        }
        return (count, lastLine)
    }

    private func check(_ decl: Syntax, name: TokenSyntax, limit: Int, what: String, in context: RuleContext) {
        guard Self.lineCount(of: decl, in: context) > limit else { return }
        let lines = Self.codeLineCount(of: decl, in: context)
        guard lines > limit else { return }
        report(
            "this \(what) has \(lines) lines of code (limit \(limit)); extract parts into their own view structs",
            on: name, in: context)
    }

    public func finish(in context: RuleContext) {
        let limit = context.knobs.maxFileLines
        let end = context.lines.location(ofOffset: context.tree.endPosition.utf8Offset)
        let lines = end.column == 1 ? end.line - 1 : end.line
        guard lines > limit else { return }
        let types = context.types
        guard types.declarations.contains(where: { types.isViewLike(named: $0.name) }) else { return }
        let code = Self.codeLines(of: Syntax(context.tree), in: context, stoppingAfter: limit)
        guard code.count > limit else { return }
        let start = AbsolutePosition(utf8Offset: context.lines.offset(ofLine: code.lastLine))
        report(
            "this file is \(lines) lines long (more than \(limit) lines of code); split it into smaller files or "
                + "extensions with // MARK: - sections",
            at: start, in: context)
    }
}
