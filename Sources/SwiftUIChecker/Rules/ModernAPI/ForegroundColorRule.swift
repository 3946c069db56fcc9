import SwiftSyntax

/// `foreground-color`: `.foregroundColor(_:)` is the older, color-only spelling of
/// `.foregroundStyle(_:)`.
///
/// Lint: a member call named `foregroundColor` with exactly one unlabelled argument and no
/// trailing closure. Assignments to a `foregroundColor` property (attributed strings) and
/// helpers with other labels, such as `foregroundColor(for:)`, are left alone.
/// Fix (safe): rename to `foregroundStyle`, except for a literal `nil` argument.
public struct ForegroundColorRule: Rule {
    public static let description = RuleDescription(
        id: "foreground-color",
        title: "Use foregroundStyle instead of foregroundColor",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .safe,
        rationale: """
            `foregroundStyle` accepts any shape style — a color, a gradient, or a hierarchical \
            level such as `.secondary` — so it is the one modifier to learn for tinting content. \
            `foregroundColor` only takes a color and is deprecated on current SDKs.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "foregroundStyle() vs foregroundColor()")],
        triggering: [
            RuleExample(#"Label("Overdue", systemImage: "clock").↓foregroundColor(.orange)"#),
            RuleExample(
                """
                struct Badge: View {
                    var body: some View {
                        Text("New")
                            .font(.caption)
                            .↓foregroundColor(Color.white)
                            .padding(4)
                    }
                }
                """),
            RuleExample(
                """
                let tint = Color.blue
                let icon = Image(systemName: "star").↓foregroundColor(tint)
                """),
            RuleExample(
                """
                VStack {
                    Text("Empty").↓foregroundColor(nil)
                }.↓foregroundColor(.gray)
                """),
        ],
        nonTriggering: [
            RuleExample(#"Label("Overdue", systemImage: "clock").foregroundStyle(.orange)"#),
            RuleExample(
                """
                var text = AttributedString("Hi")
                text.foregroundColor = .red
                """),
            RuleExample(
                """
                let color = palette.foregroundColor(for: .warning)
                """),
            RuleExample(
                """
                // .foregroundColor(.red) is the old spelling
                let note = "call .foregroundColor(.red) in old code"
                """),
            RuleExample(
                """
                Text("x").foregroundColor(.red, opacity: 0.5)
                """),
        ],
        corrections: [
            RuleCorrection(
                #"Text("Done").↓foregroundColor(.green)"#,
                #"Text("Done").foregroundStyle(.green)"#),
            RuleCorrection(
                #"Text("a").↓foregroundColor(.red).padding().↓foregroundColor(nil)"#,
                #"Text("a").foregroundStyle(.red).padding().foregroundColor(nil)"#),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["foregroundColor"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self),
            call.isMemberCall("foregroundColor"),
            let name = call.memberNameToken,
            call.arguments.count == 1, call.arguments.first?.label == nil,
            call.trailingClosureCount == 0
        else { return }
        let isNilLiteral = call.arguments.first?.expression.is(NilLiteralExprSyntax.self) ?? false
        let fix =
            isNilLiteral ? nil : Fix("rename to foregroundStyle", edits: [Edits.replace(name, with: "foregroundStyle")])
        report(
            "use .foregroundStyle(_:) instead of the deprecated .foregroundColor(_:)", on: name, in: context, fix: fix)
    }
}
