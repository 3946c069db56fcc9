import SwiftSyntax

/// `foreach-inline-filter`: filtering inside the data argument of `ForEach`/`List` re-runs on
/// every body evaluation.
///
/// Lint: a `.filter` call (trailing closure, or one unlabelled argument) in the first
/// unlabelled argument of `ForEach`/`List`, outside closures written in that argument.
public struct ForEachInlineFilterRule: Rule {
    public static let description = RuleDescription(
        id: "foreach-inline-filter",
        title: "Filter list data before the ForEach",
        category: .lists,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            A filter written in the `ForEach` argument runs over the whole collection every \
            time the body is evaluated, and hands `ForEach` a brand-new array each time, which \
            makes the diff more expensive. Keep the filtered result in state or in the model \
            and recompute it only when its inputs change, for example in `.onChange`.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "ForEach Identity and Stability"),
            GuidanceSource(file: Guidance.expertSkill, section: "Performance"),
        ],
        triggering: [
            RuleExample(
                "ForEach(orders.↓filter { $0.isOpen }) { OrderRow(order: $0) }",
                message: "filtering in the ForEach data runs on every body evaluation; prefilter into state or the "
                    + "model and update it when the source changes"),
            RuleExample(
                """
                List(contacts.↓filter(\\.isFavorite).sorted { $0.name < $1.name }) { contact in
                    ContactRow(contact: contact)
                }
                """,
                message: "filtering in the ForEach data runs on every body evaluation; prefilter into state or the "
                    + "model and update it when the source changes"),
            RuleExample(
                """
                var body: some View {
                    ForEach(model.tasks.↓filter({ !$0.done }), id: \\.id) { task in
                        TaskRow(task: task)
                    }
                }
                """,
                message: "filtering in the ForEach data runs on every body evaluation; prefilter into state or the "
                    + "model and update it when the source changes"),
        ],
        nonTriggering: [
            RuleExample("ForEach(openOrders) { OrderRow(order: $0) }"),
            RuleExample(
                """
                struct Orders: View {
                    let orders: [Order]
                    @State private var openOrders: [Order] = []
                    var body: some View {
                        ForEach(openOrders) { OrderRow(order: $0) }
                            .onChange(of: orders, initial: true) { _, all in openOrders = all.filter { $0.isOpen } }
                    }
                }
                """),
            RuleExample(
                """
                ForEach(sections) { section in
                    Text(section.items.filter { $0.isNew }.count.formatted())
                }
                List(selection: $selected) { Text("All") }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["ForEach", "List"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isConstructor(of: ["ForEach", "List"]),
            let data = call.firstUnlabeledArgument?.expression
        else { return }
        for name in FilterCalls.find(in: data) {
            report(
                "filtering in the ForEach data runs on every body evaluation; prefilter into state or the model and "
                    + "update it when the source changes",
                on: name, in: context)
        }
    }
}

/// `.filter { }` / `.filter(predicate)` calls in an expression, outside closures written in it.
enum FilterCalls {
    static func find(in expression: ExprSyntax) -> [TokenSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [TokenSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.memberNameToken, name.text == "filter", node.memberBase != nil,
                    (node.arguments.isEmpty && node.trailingClosure != nil)
                        || (node.arguments.count == 1 && node.arguments.first?.label == nil
                            && node.trailingClosure == nil)
                {
                    found.append(name)
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.found
    }

    /// Whether `node` lies in the data argument of a `ForEach`/`List` (outside closures there).
    static func isInListData(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) { return false }
            if let argument = parent.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.isConstructor(of: ["ForEach", "List"]), call.firstUnlabeledArgument?.id == argument.id
            {
                return true
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent
        }
        return false
    }
}
