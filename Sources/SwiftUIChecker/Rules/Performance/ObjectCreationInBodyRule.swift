import SwiftSyntax

/// `object-creation-in-body`: formatters, JSON coders and regular expressions are expensive to
/// create and should not be made on every body evaluation.
///
/// Lint: inside a view body (and its view-content closures, not action closures) a call whose
/// callee is a type name ending in `Formatter`, or `JSONDecoder`, `JSONEncoder`,
/// `NSRegularExpression`.
public struct ObjectCreationInBodyRule: Rule {
    public static let description = RuleDescription(
        id: "object-creation-in-body",
        title: "Don't create formatters or coders in body",
        category: .performance,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            A view's body can run many times a second. Formatters, JSON coders and regular \
            expressions are costly to set up, and creating one there repeats that cost on \
            every update. Keep one instance in a `private static let`, or let `Text` do the \
            formatting with `Text(value, format:)` or `Text(date, style:)`.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "1. Creating Objects in Body"),
            GuidanceSource(file: Guidance.expertSkill, section: "Summary Checklist"),
        ],
        triggering: [
            RuleExample(
                """
                var body: some View {
                    let f = ↓RelativeDateTimeFormatter()
                    Text(f.localizedString(for: lastSeen, relativeTo: .now))
                }
                """,
                message:
                    "RelativeDateTimeFormatter is created on every body evaluation; keep a cached instance (private "
                    + "static let) or use Text(_:format:)"
            ),
            RuleExample(
                """
                struct PriceLabel: View {
                    let price: Decimal
                    var body: some View {
                        Text(↓NumberFormatter().string(from: price as NSNumber) ?? "")
                    }
                }
                """,
                message:
                    "NumberFormatter is created on every body evaluation; keep a cached instance (private static "
                    + "let) or use Text(_:format:)"
            ),
            RuleExample(
                """
                struct Stamp: ViewModifier {
                    let date: Date
                    func body(content: Content) -> some View {
                        content.overlay(alignment: .bottom) {
                            Text(↓Foundation.ISO8601DateFormatter().string(from: date))
                        }
                    }
                }
                """,
                message:
                    "ISO8601DateFormatter is created on every body evaluation; keep a cached instance (private "
                    + "static let) or use Text(_:format:)"
            ),
            RuleExample(
                """
                var body: some View {
                    ForEach(payloads, id: \\.self) { data in
                        if let item = try? ↓JSONDecoder().decode(Item.self, from: data) { ItemRow(item: item) }
                    }
                }
                """,
                message:
                    "JSONDecoder is created on every body evaluation; keep a cached instance (private static let) or "
                    + "use Text(_:format:)"
            ),
        ],
        nonTriggering: [
            RuleExample("var body: some View { Text(lastSeen, style: .relative) }"),
            RuleExample(
                """
                struct PriceLabel: View {
                    private static let formatter = NumberFormatter()
                    let price: Decimal
                    var body: some View { Text(Self.formatter.string(from: price as NSNumber) ?? "") }
                }
                """),
            RuleExample(
                """
                var body: some View {
                    Button("Export") {
                        let encoder = JSONEncoder()
                        export(try? encoder.encode(report))
                    }
                }
                func decode(_ data: Data) throws -> Item { try JSONDecoder().decode(Item.self, from: data) }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let requiredText = ["JSONDecoder", "JSONEncoder", "NSRegularExpression", "Formatter"]

    private static let costlyTypes: Set<String> = ["JSONDecoder", "JSONEncoder", "NSRegularExpression"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), let name = Self.typeName(call),
            Self.costlyTypes.contains(name) || (name.hasSuffix("Formatter") && name.first?.isUppercase == true),
            call.evaluatingViewBody != nil
        else { return }
        report(
            "\(name) is created on every body evaluation; keep a cached instance (private static let) or use "
                + "Text(_:format:)",
            on: call, in: context)
    }

    /// `DateFormatter()` or `Foundation.DateFormatter()` → `DateFormatter`.
    private static func typeName(_ call: FunctionCallExprSyntax) -> String? {
        if let name = call.calleeName { return name }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Foundation"
        else { return nil }
        return member.declName.baseName.text
    }
}
