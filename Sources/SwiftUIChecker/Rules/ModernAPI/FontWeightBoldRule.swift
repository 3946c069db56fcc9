import SwiftSyntax

/// `font-weight-bold`: `.fontWeight(.bold)` is spelled `.bold()`.
///
/// Lint: a member call `fontWeight` whose single unlabelled argument is `.bold` or
/// `Font.Weight.bold`. Other weights, and `Font.weight(_:)` on a font value, are fine. Not
/// reported when the same chain sets a text-style font (`.font(.headline)`,
/// `.font(.system(.title3))`): there `bold()` and `fontWeight(.bold)` draw differently (below).
/// Fix (offered, never applied by `--fix`): `.bold()`. It is not always the same drawing: on a
/// font built from a text style, `bold()` applies the style's bold trait, which for some styles
/// is a different weight than `Font.Weight.bold`, so a person should look at the result.
public struct FontWeightBoldRule: Rule {
    public static let description = RuleDescription(
        id: "font-weight-bold",
        title: "Use bold() instead of fontWeight(.bold)",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            `.bold()` is the dedicated modifier for bold text and reads as what it does; it \
            also composes with `.italic()` the same way. Keep `fontWeight(_:)` for the weights \
            that have no shortcut, such as `.semibold` or `.medium`.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "fontWeight() vs bold()")],
        triggering: [
            RuleExample(#"Text("Winner").↓fontWeight(.bold)"#, message: "use .bold() instead of .fontWeight(.bold)"),
            RuleExample(
                #"Label("Total", systemImage: "sum").↓fontWeight(Font.Weight.bold).padding()"#,
                message: "use .bold() instead of .fontWeight(.bold)"),
            RuleExample(
                """
                Text(title)
                    .font(.system(size: 17))
                    .↓fontWeight(.bold)
                """, message: "use .bold() instead of .fontWeight(.bold)"),
        ],
        nonTriggering: [
            RuleExample(#"Text("Winner").bold()"#),
            RuleExample(#"Text("Runner-up").fontWeight(.semibold)"#),
            RuleExample(
                """
                Text("Body").font(.body.weight(.bold))
                Text("Dyn").fontWeight(isLoud ? .bold : .regular)
                """),
            RuleExample(
                """
                Text(section.title)
                    .font(.subheadline)
                    .fontWeight(.bold)
                Text(price).font(.system(.title2, design: .rounded)).fontWeight(.bold)
                """),
        ],
        corrections: [
            RuleCorrection(#"Text("Winner").↓fontWeight(.bold)"#, #"Text("Winner").bold()"#, automatic: false),
            RuleCorrection(
                #"Text("a").↓fontWeight(Font.Weight.bold).italic()"#,
                #"Text("a").bold().italic()"#, automatic: false),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["fontWeight"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isMemberCall("fontWeight"),
            let name = call.memberNameToken,
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            call.trailingClosureCount == 0, let close = call.rightParen,
            let member = argument.expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "bold"
        else { return }
        if let base = member.base, !["Font.Weight", "SwiftUI.Font.Weight"].contains(base.trimmedText) { return }
        if ExprSyntax(call).outermostChainExpression.chainModifierCalls.contains(where: Self.setsTextStyleFont) {
            return
        }
        report(
            "use .bold() instead of .fontWeight(.bold)", on: name, in: context,
            fix: Fix(
                "use .bold()", edits: [Edits.replace(from: name, through: close, with: "bold()")], isAutomatic: false))
    }

    private static let textStyles: Set<String> = [
        "largeTitle", "extraLargeTitle", "extraLargeTitle2", "title", "title2", "title3", "headline", "subheadline",
        "body", "callout", "footnote", "caption", "caption2",
    ]

    /// `.font(.headline)`, `.font(Font.title3)`, `.font(.system(.body, design: .serif))`.
    private static func setsTextStyleFont(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard modifier.memberName == "font", let argument = modifier.arguments.first?.expression else { return false }
        return argument.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return textStyles.contains(name) }
            return false
        }
    }
}
