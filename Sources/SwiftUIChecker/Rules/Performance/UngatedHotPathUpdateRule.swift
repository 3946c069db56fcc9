import SwiftSyntax

/// `ungated-hot-path-update`: handlers that fire continuously should only write state when the
/// value actually changes.
///
/// Lint: in the action closure of `.onPreferenceChange(_:perform:)` or
/// `.onReceive(_:perform:)`, a top-level statement that assigns to something not declared in
/// the closure, or calls `withAnimation`. Statements inside `if`/`guard`/`switch`, and
/// statements after a top-level `guard` or an `if` that returns, count as gated.
public struct UngatedHotPathUpdateRule: Rule {
    public static let description = RuleDescription(
        id: "ungated-hot-path-update",
        title: "Gate state updates in scroll and publisher handlers",
        category: .performance,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Preference changes and publisher events can arrive on every frame while the user \
            scrolls or drags. SwiftUI does not check whether an assigned value is new: each \
            write invalidates the views that read it and runs their bodies again. Compare \
            first, or derive a Bool and write it only when it crosses its threshold, so the \
            view updates only when something visible changes.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "1. Avoid Redundant State Updates"),
            GuidanceSource(file: Guidance.expertSkill, section: "2. Optimize Hot Paths"),
        ],
        triggering: [
            RuleExample(
                ".onPreferenceChange(HeaderOffsetKey.self) { y in ↓headerY = y }",
                message:
                    "this assignment runs on every .onPreferenceChange event; compare with the current value first "
                    + "and assign only when it changes"
            ),
            RuleExample(
                """
                ScrollView { Feed() }
                    .onPreferenceChange(OffsetKey.self) { offset in
                        let compact = offset < -60
                        ↓self.isCompact = compact
                        ↓withAnimation { self.progress = min(1, -offset / 60) }
                    }
                """,
                messages: [
                    "this assignment runs on every .onPreferenceChange event; compare with the current value first "
                        + "and assign only when it changes",
                    "withAnimation on every .onPreferenceChange event animates continuously; animate only when a "
                        + "threshold is crossed",
                ]),
            RuleExample(
                """
                Clock().onReceive(ticker, perform: { date in
                    ↓model.now = date
                    if date > deadline { expired = true }
                })
                """,
                message:
                    "this assignment runs on every .onReceive event; compare with the current value first and assign "
                    + "only when it changes"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                .onPreferenceChange(HeaderOffsetKey.self) { y in
                    if (y < -60) != compact { compact = y < -60 }
                }
                """),
            RuleExample(
                """
                .onReceive(publisher) { value in
                    guard value != current else { return }
                    current = value
                }
                """),
            RuleExample(
                """
                .onReceive(store.$items) { items in
                    var copy = items
                    copy.removeAll { $0.isHidden }
                    switch copy.count { case 0: isEmpty = true; default: isEmpty = false }
                }
                .onChange(of: query) { _, new in results = search(new) }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["onPreferenceChange", "onReceive"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self),
            let name = call.memberName, ["onPreferenceChange", "onReceive"].contains(name),
            call.firstUnlabeledArgument != nil,
            let action = call.closure(labelled: "perform")
        else { return }
        var locals = action.parameterNames
        for item in action.statements {
            if case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let local) = token.tokenKind { locals.insert(local) }
                    }
                }
                continue
            }
            if Self.isGate(item) { return }
            guard let expression = item.statementExpression else { continue }
            if let sequence = expression.as(SequenceExprSyntax.self), let assignment = sequence.assignment {
                guard let root = assignment.target.assignedRootName, !locals.contains(root) else { continue }
                report(
                    "this assignment runs on every .\(name) event; compare with the current value first and assign "
                        + "only when it changes",
                    on: assignment.target, in: context)
            } else if let animation = expression.as(FunctionCallExprSyntax.self),
                animation.calleeName == "withAnimation"
            {
                report(
                    "withAnimation on every .\(name) event animates continuously; animate only when a threshold is "
                        + "crossed",
                    on: animation, in: context)
            }
        }
    }

    /// A top-level `guard`, or an `if` whose branch returns, filters what follows it.
    private static func isGate(_ item: CodeBlockItemSyntax) -> Bool {
        if case .stmt(let statement) = item.item, statement.is(GuardStmtSyntax.self) { return true }
        guard let ifExpr = item.statementExpression?.as(IfExprSyntax.self) else { return false }
        return ifExpr.branchBodies.bodies.contains { body in
            body.statements.contains { statement in
                if case .stmt(let inner) = statement.item { return inner.is(ReturnStmtSyntax.self) }
                return false
            }
        }
    }
}
