import SwiftSyntax

/// `view-length`: long bodies, long view functions and long files are hard to read and a sign
/// that parts should become their own views.
///
/// Lint: a view `body` (`body: some View`, `body(content:)`, `makeBody(configuration:)`)
/// spanning more than `maxBodyLines` lines (declaration through closing brace); another
/// function, or a computed `some View` property, of a view-like type spanning more than
/// `maxFunctionLines`; a view file — one declaring a view-like type — longer than
/// `maxFileLines` (reported at the first line past the limit).
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
                message: "this body is 4 lines long (limit 2); extract parts into their own view structs"),
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
                """, knobs: limits(body: 4, function: 4),
                messages: [
                    "this body is 5 lines long (limit 4); extract parts into their own view structs",
                    "this function is 5 lines long (limit 4); extract parts into their own view structs",
                    "this view property is 5 lines long (limit 4); extract parts into their own view structs",
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
                message: "this body is 5 lines long (limit 3); extract parts into their own view structs"),
            RuleExample(
                """
                import SwiftUI
                struct A: View { var body: some View { Text("A") } }
                struct B: View { var body: some View { Text("B") } }
                ↓struct C: View { var body: some View { Text("C") } }
                """, knobs: limits(file: 3),
                message:
                    "this file is 4 lines long (limit 3); split it into smaller files or extensions with // MARK: - "
                    + "sections",
                skipping: [.prefixingMultiByteText, .disablingNextLines]),
        ],
        nonTriggering: [
            RuleExample("var body: some View { SummaryPanel() }"),
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

    private func check(_ decl: Syntax, name: TokenSyntax, limit: Int, what: String, in context: RuleContext) {
        let lines = Self.lineCount(of: decl, in: context)
        guard lines > limit else { return }
        report(
            "this \(what) is \(lines) lines long (limit \(limit)); extract parts into their own view structs",
            on: name, in: context)
    }

    public func finish(in context: RuleContext) {
        let limit = context.knobs.maxFileLines
        let end = context.lines.location(ofOffset: context.tree.endPosition.utf8Offset)
        let lines = end.column == 1 ? end.line - 1 : end.line
        guard lines > limit else { return }
        let types = context.types
        guard types.declarations.contains(where: { types.isViewLike(named: $0.name) }) else { return }
        let start = AbsolutePosition(utf8Offset: context.lines.offset(ofLine: max(1, limit + 1)))
        report(
            "this file is \(lines) lines long (limit \(limit)); split it into smaller files or extensions with // "
                + "MARK: - sections",
            at: start, in: context)
    }
}
