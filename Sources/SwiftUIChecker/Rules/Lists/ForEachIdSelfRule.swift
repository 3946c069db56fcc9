import SwiftSyntax

/// `foreach-id-self`: `id: \.self` identifies rows by their whole value, which is only stable
/// for simple constant values.
///
/// Lint: `ForEach`/`List` with `id: \.self`, unless the data is a range, `.indices` (left to
/// `foreach-indices`), `<Type>.allCases`, an array literal of literals, or a dictionary's
/// `.keys` (also through `Array(…)`, `.sorted(…)` or `.reversed()`). The element type is unknown
/// without a type checker, hence a note.
public struct ForEachIdSelfRule: Rule {
    public static let description = RuleDescription(
        id: "foreach-id-self",
        title: "Identify rows by a stable key, not by \\.self",
        category: .lists,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            `id: \\.self` makes the entire value the row's identity. For a model value, any \
            edited field gives the row a new identity, so SwiftUI treats it as removed and \
            re-inserted — state resets and animations jump — and two equal values collide. Give \
            the type an `Identifiable` id or name a stable key path. Plain constants such as \
            enum cases, literal strings or dictionary keys are fine.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "ForEach Identity and Stability"),
            GuidanceSource(file: Guidance.playbook, section: "Stable Identity"),
        ],
        triggering: [
            RuleExample(#"ForEach(invoices, id: ↓\.self) { InvoiceRow(invoice: $0) }"#),
            RuleExample(
                #"""
                List(store.contacts.sorted { $0.name < $1.name }, id: ↓\.self) { contact in
                    ContactRow(contact: contact)
                }
                """#),
            RuleExample(
                #"""
                struct Tags: View {
                    let tags: [Tag]
                    var body: some View {
                        ForEach(tags, id: ↓\.self, content: TagChip.init)
                    }
                }
                """#),
        ],
        nonTriggering: [
            RuleExample(#"ForEach(invoices, id: \.number) { InvoiceRow(invoice: $0) }"#),
            RuleExample(
                #"""
                ForEach(BillingCycle.allCases, id: \.self) { Text($0.title) }
                ForEach(0..<columns, id: \.self) { Column(index: $0) }
                ForEach(rows.indices, id: \.self) { RowView(index: $0) }
                """#),
            RuleExample(
                #"""
                ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0) }
                ForEach(Array(groupedByCategory.keys).sorted(), id: \.self) { Text($0) }
                ForEach(totals.keys.sorted(), id: \.self) { Text($0) }
                """#),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["ForEach", "List"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isConstructor(of: ["ForEach", "List"]),
            let keyPath = call.argument(labelled: "id")?.expression.as(KeyPathExprSyntax.self),
            keyPath.root == nil, keyPath.components.count == 1,
            case .property(let property)? = keyPath.components.first?.component,
            property.declName.baseName.tokenKind == .keyword(.self),
            let data = call.firstUnlabeledArgument?.expression,
            !Self.isConstantData(data)
        else { return }
        report(
            "id: \\.self makes the whole value the row's identity; conform the element to Identifiable or use id: "
                + "\\.<stable key>",
            on: keyPath, in: context)
    }

    private static func isConstantData(_ data: ExprSyntax) -> Bool {
        let data = unwrapped(data.withoutParentheses)
        if let sequence = data.as(SequenceExprSyntax.self) {
            return sequence.elements.contains {
                ["..<", "..."].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            }
        }
        if let member = data.as(MemberAccessExprSyntax.self) {
            return ["indices", "allCases", "keys"].contains(member.declName.baseName.text)
        }
        if let array = data.as(ArrayExprSyntax.self) {
            return array.elements.allSatisfy { element in
                let value = element.expression
                if let string = value.as(StringLiteralExprSyntax.self) {
                    return !string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
                }
                return value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
                    || value.is(BooleanLiteralExprSyntax.self)
            }
        }
        return false
    }

    /// Steps through `Array(x)`, `x.sorted(…)` and `x.reversed()`, which keep the elements.
    private static func unwrapped(_ data: ExprSyntax) -> ExprSyntax {
        var current = data
        while let call = current.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "Array", call.arguments.count == 1, call.arguments.first?.label == nil,
                let inner = call.arguments.first?.expression
            {
                current = inner.withoutParentheses
            } else if let name = call.memberName, ["sorted", "reversed"].contains(name), let base = call.memberBase {
                current = base.withoutParentheses
            } else {
                break
            }
        }
        return current
    }
}
