import SwiftSyntax

/// `foreground-color`: `.foregroundColor(_:)` is the older, color-only spelling of
/// `.foregroundStyle(_:)`.
///
/// Lint: a member call named `foregroundColor` with exactly one unlabelled argument and no
/// trailing closure. Assignments to a `foregroundColor` property (attributed strings) and
/// helpers with other labels, such as `foregroundColor(for:)`, are left alone.
/// Silent when a deployment target is below iOS 15 or macOS 12, where `foregroundStyle` does
/// not exist.
/// Fix (conditional): rename to `foregroundStyle`. An implicit member other than the colours
/// `ShapeStyle` itself offers becomes `Color.name`: a custom `Color` static does not resolve in a
/// `ShapeStyle` context, and `.primary` / `.secondary` there mean the hierarchical styles, not
/// the colours. Any other argument (a variable may be an optional `Color?`, which
/// `foregroundStyle` does not take) gets the rename offered but not applied; a literal `nil`
/// gets none. Below iOS 17 / macOS 14 the fix is only offered on a chain that starts with `Text`:
/// there `Text.foregroundStyle` does not exist yet, and the `View` method's `some View` breaks
/// `Text + Text` and anything typed `Text`.
public struct ForegroundColorRule: Rule {
    public static let description = RuleDescription(
        id: "foreground-color",
        title: "Use foregroundStyle instead of foregroundColor",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            `foregroundStyle` accepts any shape style — a color, a gradient, or a hierarchical \
            level such as `.secondary` — so it is the one modifier to learn for tinting content. \
            `foregroundColor` only takes a color and is deprecated on current SDKs.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "foregroundStyle() vs foregroundColor()")],
        triggering: [
            RuleExample(
                #"Label("Overdue", systemImage: "clock").↓foregroundColor(.orange)"#,
                message: "use .foregroundStyle(_:) instead of the deprecated .foregroundColor(_:)"),
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
                """, message: "use .foregroundStyle(_:) instead of the deprecated .foregroundColor(_:)"),
            RuleExample(
                """
                let tint = Color.blue
                let icon = Image(systemName: "star").↓foregroundColor(tint)
                """, message: "use .foregroundStyle(_:) instead of the deprecated .foregroundColor(_:)"),
            RuleExample(
                """
                VStack {
                    Text("Empty").↓foregroundColor(nil)
                }.↓foregroundColor(.gray)
                """, message: "use .foregroundStyle(_:) instead of the deprecated .foregroundColor(_:)"),
        ],
        nonTriggering: [
            RuleExample(#"Label("Overdue", systemImage: "clock").foregroundStyle(.orange)"#),
            RuleExample(#"Text("Draft").foregroundColor(.gray)"#, knobs: .iOS(14)),
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
            RuleCorrection(
                #"Text("Sale").↓foregroundColor(.brandRed).overlay(Text("Was").↓foregroundColor(.secondary))"#,
                #"Text("Sale").foregroundStyle(Color.brandRed).overlay(Text("Was").foregroundStyle(Color.secondary))"#,
                declaring: "extension Color { static let brandRed = Color(red: 0.8, green: 0.1, blue: 0.1) }"),
            RuleCorrection(
                #"let title: Text = Text("Total: ").↓foregroundColor(.gray) + Text("12")"#,
                #"let title: Text = Text("Total: ").foregroundStyle(.gray) + Text("12")"#,
                knobs: .iOS(16), automatic: false),
            RuleCorrection(
                #"Image(systemName: "star").↓foregroundColor(tint)"#,
                #"Image(systemName: "star").foregroundStyle(tint)"#,
                automatic: false),
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
        guard context.knobs.supports(iOS: Version(15), macOS: Version(12)),
            let argument = call.arguments.first?.expression
        else { return }
        // Before iOS 17 / macOS 14 `foregroundStyle` on a `Text` gives `some View`, not `Text`, which
        // breaks `Text + Text` and anything typed `Text`.
        let root = ExprSyntax(call).modifierChainRoot.as(FunctionCallExprSyntax.self)
        let mayNeedText =
            root?.calledExpression.trimmedText == "Text"
            && !context.knobs.supports(iOS: Version(17), macOS: Version(14))
        report(
            "use .foregroundStyle(_:) instead of the deprecated .foregroundColor(_:)", on: name, in: context,
            fix: Self.fix(renaming: name, argument: argument, automatic: !mayNeedText))
    }

    /// Colours `ShapeStyle` offers as its own static members, with the same meaning as `Color`'s.
    private static let shapeStyleColors: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple",
        "red", "teal", "white", "yellow",
    ]

    private static func fix(renaming name: TokenSyntax, argument: ExprSyntax, automatic: Bool) -> Fix? {
        if argument.is(NilLiteralExprSyntax.self) { return nil }
        let rename = Edits.replace(name, with: "foregroundStyle")
        if let member = argument.as(MemberAccessExprSyntax.self), member.base == nil {
            let colorName = member.declName.baseName.text
            if shapeStyleColors.contains(colorName) {
                return Fix("rename to foregroundStyle", edits: [rename], isAutomatic: automatic)
            }
            return Fix(
                "rename to foregroundStyle and spell the colour Color.\(colorName)",
                edits: [rename, Edits.replace(member, with: "Color.\(colorName)")], isAutomatic: automatic)
        }
        let explicitColor =
            argument.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "Color"
            || argument.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "Color"
        return Fix("rename to foregroundStyle", edits: [rename], isAutomatic: automatic && explicitColor)
    }
}
