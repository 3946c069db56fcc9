import SwiftSyntax

/// `navigation-view`: `NavigationView` is deprecated; `NavigationStack` (or
/// `NavigationSplitView` for columns) replaces it.
///
/// Lint: `NavigationView` used as a callee (`NavigationView { … }`, `SwiftUI.NavigationView`)
/// or as a type, unless the file declares its own type of that name. Silent when a deployment
/// target is below iOS 16 or macOS 13, where `NavigationStack` does not exist.
/// Fix (conditional): rename to `NavigationStack` when the content closure holds exactly one
/// view; several children mean columns on iPad,
/// which only `NavigationSplitView` keeps.
public struct NavigationViewRule: Rule {
    public static let description = RuleDescription(
        id: "navigation-view",
        title: "Use NavigationStack instead of NavigationView",
        category: .navigation,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            `NavigationView` is deprecated. `NavigationStack` is the single-column container, \
            and with `navigationDestination(for:)` it navigates by value so a path can be \
            stored and restored. When a `NavigationView` holds several views it acts as a \
            split view on wide screens; that case becomes a `NavigationSplitView`, so it is not \
            renamed automatically.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "NavigationStack vs NavigationView"),
            GuidanceSource(file: Guidance.bestPractices, section: "Migration Checklist"),
        ],
        triggering: [
            RuleExample(
                "↓NavigationView { RecipeList() }",
                message: "NavigationView is deprecated; use NavigationStack, or NavigationSplitView for several "
                    + "columns"),
            RuleExample(
                """
                struct Inbox: View {
                    var body: some View {
                        ↓NavigationView {
                            MailboxList()
                            MessageDetail()
                        }
                        .navigationViewStyle(.columns)
                    }
                }
                """,
                message: "NavigationView is deprecated; use NavigationStack, or NavigationSplitView for several "
                    + "columns"),
            RuleExample(
                """
                let root = SwiftUI.↓NavigationView { Text("Home") }
                var wrapped: ↓NavigationView<Text>?
                """,
                message: "NavigationView is deprecated; use NavigationStack, or NavigationSplitView for several "
                    + "columns"),
        ],
        nonTriggering: [
            RuleExample("NavigationView { RecipeList() }", knobs: .iOS(15)),
            RuleExample("NavigationStack { RecipeList() }"),
            RuleExample(
                """
                struct NavigationView { let title: String }
                let view = NavigationView(title: "Fake")
                """),
            RuleExample(
                """
                NavigationSplitView {
                    MailboxList()
                } detail: {
                    MessageDetail()
                }
                let label = "NavigationView"
                """),
        ],
        corrections: [
            RuleCorrection(
                "↓NavigationView { RecipeList() }",
                "NavigationStack { RecipeList() }",
                declaring: "struct RecipeList: View { var body: some View { EmptyView() } }"),
            RuleCorrection(
                """
                ↓NavigationView {
                    MailboxList()
                    MessageDetail()
                }
                """,
                """
                NavigationView {
                    MailboxList()
                    MessageDetail()
                }
                """,
                declaring: """
                    struct MailboxList: View { var body: some View { EmptyView() } }
                    struct MessageDetail: View { var body: some View { EmptyView() } }
                    """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.declReferenceExpr, .identifierType]
    public static let requiredText = ["NavigationView"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard context.knobs.supports(iOS: Version(16), macOS: Version(13)) else { return }
        if let type = node.as(IdentifierTypeSyntax.self) {
            guard type.name.hasText("NavigationView"), !context.types.declaresType(named: "NavigationView") else {
                return
            }
            report(
                "NavigationView is deprecated; use NavigationStack, or NavigationSplitView for several columns",
                on: type, in: context)
            return
        }
        guard let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.hasText("NavigationView"),
            !context.types.declaresType(named: "NavigationView"),
            let call = Self.call(calling: reference)
        else { return }
        var fix: Fix?
        if let content = call.trailingClosure,
            call.additionalTrailingClosures.isEmpty, call.arguments.isEmpty,
            content.statements.count == 1, Self.isSingleView(content.statements.first)
        {
            fix = Fix("rename to NavigationStack", edits: [Edits.replace(reference.baseName, with: "NavigationStack")])
        }
        report(
            "NavigationView is deprecated; use NavigationStack, or NavigationSplitView for several columns",
            on: reference, in: context, fix: fix)
    }

    /// The call `NavigationView(…)`, `NavigationView { }` or `SwiftUI.NavigationView { }` the
    /// reference is the callee of.
    private static func call(calling reference: DeclReferenceExprSyntax) -> FunctionCallExprSyntax? {
        var callee = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" else { return nil }
            callee = Syntax(member)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else {
            return nil
        }
        return call
    }

    /// One view expression, not a conditional that may produce one or more.
    private static func isSingleView(_ item: CodeBlockItemSyntax?) -> Bool {
        guard let expression = item?.statementExpression else { return false }
        return !expression.is(IfExprSyntax.self) && !expression.is(SwitchExprSyntax.self)
    }
}
