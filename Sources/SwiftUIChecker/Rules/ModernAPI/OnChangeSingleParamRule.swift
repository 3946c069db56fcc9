import SwiftSyntax

/// `on-change-single-param`: the one-parameter `onChange(of:perform:)` closure is deprecated
/// since iOS 17.
///
/// Lint: a member call `onChange` with an `of:` argument whose action closure (trailing or
/// `perform:`) declares exactly one parameter, or declares none and uses `$0` but not `$1`.
/// Off when `deploymentTarget.iOS` is below 17.
/// Fix (safe): `{ value in` → `{ _, value in` (`(value: T)` → `(_: T, value: T)`); `$0` → `$1`;
/// a `perform:` label is dropped, as the two-value action is the unlabelled `onChange(of:initial:_:)`.
public struct OnChangeSingleParamRule: Rule {
    public static let description = RuleDescription(
        id: "on-change-single-param",
        title: "Use the two-parameter or no-parameter onChange",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .safe,
        rationale: """
            Since iOS 17 the `onChange(of:)` action receives both the old and the new value, or \
            nothing at all; the single-value form is deprecated. The new forms make it explicit \
            which value the code means, and `initial: true` can run the action on appearance \
            too.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Modern APIs"),
            GuidanceSource(file: Guidance.expertSkill, section: "Modern API Replacements"),
        ],
        triggering: [
            RuleExample(
                "MapView().↓onChange(of: zoom) { level in persist(level) }",
                message: "the single-value onChange action is deprecated; take (oldValue, newValue) or no "
                    + "parameters"),
            RuleExample(
                """
                Form { Toggle("Sync", isOn: $sync) }
                    .↓onChange(of: sync, perform: { (enabled: Bool) in
                        settings.sync = enabled
                    })
                """,
                message: "the single-value onChange action is deprecated; take (oldValue, newValue) or no "
                    + "parameters"),
            RuleExample(
                """
                TextField("Name", text: $name).↓onChange(of: name) { validate($0) }
                """,
                message: "the single-value onChange action is deprecated; take (oldValue, newValue) or no "
                    + "parameters"),
        ],
        nonTriggering: [
            RuleExample("MapView().onChange(of: zoom) { _, level in persist(level) }"),
            RuleExample(
                """
                MapView().onChange(of: zoom) { persist(zoom) }
                MapView().onChange(of: zoom) { log($0, $1) }
                """),
            RuleExample("MapView().onChange(of: zoom) { level in persist(level) }", knobs: .iOS(16)),
            RuleExample(
                """
                store.onChange(key) { value in print(value) }
                """),
        ],
        corrections: [
            RuleCorrection(
                "MapView().↓onChange(of: zoom) { level in persist(level) }",
                "MapView().onChange(of: zoom) { _, level in persist(level) }",
                declaring: """
                    struct MapView: View { var body: some View { EmptyView() } }
                    let zoom = 1.0
                    func persist(_ level: Double) {}
                    """),
            RuleCorrection(
                "Field().↓onChange(of: name) { validate($0); log($0) }",
                "Field().onChange(of: name) { validate($1); log($1) }",
                declaring: """
                    struct Field: View { var body: some View { EmptyView() } }
                    let name = ""
                    func validate(_ text: String) {}
                    func log(_ text: String) {}
                    """),
            RuleCorrection(
                "Field().↓onChange(of: flag, perform: { (on: Bool) in save(on) })",
                "Field().onChange(of: flag, { (_: Bool, on: Bool) in save(on) })",
                declaring: """
                    struct Field: View { var body: some View { EmptyView() } }
                    let flag = false
                    func save(_ on: Bool) {}
                    """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["onChange"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard context.knobs.supports(iOS: Version(17), macOS: Version(14)),
            let call = node.as(FunctionCallExprSyntax.self), call.isMemberCall("onChange"),
            let name = call.memberNameToken,
            call.argument(labelled: "of") != nil,
            let action = call.closure(labelled: "perform")
        else { return }
        var edits: [TextEdit] = []
        switch action.signature?.parameterClause {
        case .simpleInput(let names)? where names.count == 1:
            edits = [Edits.insert("_, ", before: names.first!)]
        case .parameterClause(let clause)? where clause.parameters.count == 1:
            let parameter = clause.parameters.first!
            let type = parameter.type.map { ": " + $0.trimmedText } ?? ""
            edits = [Edits.insert("_\(type), ", before: parameter)]
        case nil where action.usesAnonymousParameter(0) && !action.usesAnonymousParameter(1):
            edits = action.statements.tokens(viewMode: .sourceAccurate)
                .filter { $0.tokenKind == .dollarIdentifier("$0") && $0.nearestEnclosingClosure?.id == action.id }
                .map { Edits.replace($0, with: "$1") }
        default:
            return
        }
        if let labelled = call.arguments.first(where: { $0.label?.text == "perform" }) {
            // The two-value action is the unlabelled `onChange(of:initial:_:)`.
            edits.append(
                TextEdit(
                    start: labelled.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: labelled.expression.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: ""))
        }
        report(
            "the single-value onChange action is deprecated; take (oldValue, newValue) or no parameters",
            on: name, in: context, fix: Fix("take the old and new value", edits: edits))
    }
}
