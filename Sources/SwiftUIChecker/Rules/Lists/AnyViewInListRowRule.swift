import SwiftSyntax

/// `anyview-in-list-row`: list rows wrapped in `AnyView` lose their type, so SwiftUI cannot
/// diff them cheaply.
///
/// Lint: an `AnyView(…)` call inside the content closure of a `ForEach` or `List`.
public struct AnyViewInListRowRule: Rule {
    public static let description = RuleDescription(
        id: "anyview-in-list-row",
        title: "Don't wrap list rows in AnyView",
        category: .lists,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Rows are created and compared far more often than other views. `AnyView` hides \
            the row's real type, so SwiftUI can no longer tell cheaply whether a row changed \
            and rebuilds it instead. Write one row view whose body branches between the \
            variants; its type stays fixed and its identity stays stable.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "ForEach Identity and Stability")],
        triggering: [
            RuleExample(
                "ForEach(cells) { cell in ↓AnyView(CellFactory.view(for: cell)) }",
                message: "AnyView in a list row hides the row's type and makes diffing expensive; use one row view "
                    + "that branches in its body"),
            RuleExample(
                """
                List(messages) { message in
                    HStack {
                        Avatar(user: message.author)
                        ↓AnyView(message.isSystem ? ↓AnyView(SystemText(message)) : ↓AnyView(BubbleText(message)))
                    }
                }
                """,
                message: "AnyView in a list row hides the row's type and makes diffing expensive; use one row view "
                    + "that branches in its body"),
            RuleExample(
                """
                List {
                    Section("Recent") {
                        ForEach(items, id: \\.id, content: { item in ↓SwiftUI.AnyView(Row(item: item)) })
                    }
                }
                """,
                message: "AnyView in a list row hides the row's type and makes diffing expensive; use one row view "
                    + "that branches in its body"),
        ],
        nonTriggering: [
            RuleExample("ForEach(cells) { cell in CellView(cell: cell) }"),
            RuleExample(
                """
                struct CellView: View {
                    let cell: Cell
                    var body: some View {
                        if cell.isHeader { HeaderCell(cell: cell) } else { PlainCell(cell: cell) }
                    }
                }
                """),
            RuleExample(
                """
                List(items) { item in Row(item: item) }
                    .overlay { AnyView(EmptyState()) }
                let erased = AnyView(Text("Preview"))
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["AnyView"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self),
            call.calleeName == "AnyView"
                || (call.memberName == "AnyView" && call.memberBase?.trimmedText == "SwiftUI"),
            Self.reports(call)
        else { return }
        report(
            "AnyView in a list row hides the row's type and makes diffing expensive; use one row view that branches "
                + "in its body",
            on: call, in: context)
    }

    /// Whether this rule reports the `AnyView(…)` call (`any-view` leaves those calls to it, so
    /// each one is reported once).
    static func reports(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.count == 1 && call.arguments.first?.label == nil && isInRow(call)
    }

    private static func isInRow(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), let owner = closure.closureOwner,
                owner.call.isConstructor(of: ["ForEach", "List"]),
                owner.label == nil || owner.label == "content" || owner.label == "rowContent"
            {
                return true
            }
            if ancestor.is(MemberBlockSyntax.self) || ancestor.is(FunctionDeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }
}
