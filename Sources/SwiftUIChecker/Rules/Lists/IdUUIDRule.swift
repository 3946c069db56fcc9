import SwiftSyntax

/// `id-uuid`: `.id(UUID())` gives the view a new identity on every body evaluation.
///
/// Lint: a member call `id` with one unlabelled argument that contains a `UUID()` call
/// (no arguments; `UUID(uuidString:)` is deterministic and left alone).
public struct IdUUIDRule: Rule {
    public static let description = RuleDescription(
        id: "id-uuid",
        title: "Don't pass a fresh UUID() to .id",
        category: .lists,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            `.id(_:)` tells SwiftUI which view this is. `UUID()` produces a different value \
            every time the body runs, so each update looks like a brand-new view: its state is \
            thrown away, it is rebuilt from scratch, and it fades in and out instead of \
            animating. Use an identifier that belongs to the data, or drop the modifier.
            """,
        sources: [GuidanceSource(file: Guidance.playbook, section: "Stable Identity")],
        triggering: [
            RuleExample(
                "CommentRow(comment: c).↓id(UUID())",
                message: ".id(UUID()) makes a new identity on every update, resetting the view's state; use a "
                    + "stable id from the data"),
            RuleExample(
                """
                ScrollView {
                    ChartView(points: points)
                        .padding()
                        .↓id(UUID().uuidString)
                }
                """,
                message: ".id(UUID()) makes a new identity on every update, resetting the view's state; use a "
                    + "stable id from the data"),
            RuleExample(
                """
                var body: some View {
                    Text(title).↓id("title-\\(UUID())")
                }
                """,
                message: ".id(UUID()) makes a new identity on every update, resetting the view's state; use a "
                    + "stable id from the data"),
        ],
        nonTriggering: [
            RuleExample("CommentRow(comment: c).id(c.id)"),
            RuleExample(
                """
                struct Feed: View {
                    @State private var reloadToken = UUID()
                    var body: some View {
                        FeedList().id(reloadToken)
                        Button("Reload") { reloadToken = UUID() }
                    }
                }
                """),
            RuleExample(
                """
                Text(name).id(UUID(uuidString: storedID))
                let row = Row(id: UUID())
                let key = cache.id(UUID(), scope: .local)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["id"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.memberName == "id",
            let name = call.memberNameToken,
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            call.trailingClosureCount == 0,
            Self.containsFreshUUID(argument.expression)
        else { return }
        report(
            ".id(UUID()) makes a new identity on every update, resetting the view's state; use a stable id from the "
                + "data",
            on: name, in: context)
    }

    private static func containsFreshUUID(_ expression: ExprSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calleeName == "UUID", node.arguments.isEmpty, node.trailingClosure == nil { found = true }
                return found ? .skipChildren : .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.found
    }
}
