import SwiftSyntax

/// `foreach-variable-view-count`: each `ForEach` element should produce the same number of
/// views.
///
/// Lint: a top-level `if` or `switch` in a `ForEach` content closure whose branches produce
/// different numbers of top-level views, or an `if` without `else` that produces some (0 vs n).
/// `let` declarations count as no view; a nested `if`/`switch` counts when all its branches
/// agree. Not reported when the nearest container holding the `ForEach` is an eager stack, grid,
/// `Picker` or `Menu`: their children are all built anyway and are not rows with identities to
/// diff, so a varying count costs nothing.
public struct ForEachVariableViewCountRule: Rule {
    public static let description = RuleDescription(
        id: "foreach-variable-view-count",
        title: "Keep one view per ForEach element",
        category: .lists,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            `ForEach` gives every element an identity and expects it to stand for a fixed set \
            of views. When some elements produce two views and others one — or none — SwiftUI \
            has to reconcile a changing number of children per id, which costs diffing work \
            and breaks insert and remove animations. Produce one row view per element and let \
            that row decide what to show inside its own body.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "ForEach Identity and Stability")],
        triggering: [
            RuleExample(
                """
                ForEach(events) { event in
                    ↓if event.isAllDay { AllDayBanner(event: event); EventRow(event: event) } else { EventRow(event: \
                event) }
                }
                """,
                message:
                    "this if gives some elements a different number of views; use one row view that branches inside "
                    + "its body"
            ),
            RuleExample(
                """
                List {
                    ForEach(messages) { message in
                        MessageRow(message: message)
                        ↓if message.hasAttachment {
                            AttachmentStrip(message: message)
                        }
                    }
                }
                """,
                message:
                    "this if gives some elements a different number of views; use one row view that branches inside "
                    + "its body"
            ),
            RuleExample(
                """
                ForEach(items, id: \\.id) { item in
                    ↓switch item.kind {
                    case .header: SectionHeader(item: item)
                    case .photo:
                        PhotoCell(item: item)
                        Caption(item: item)
                    default: EmptyView()
                    }
                }
                """,
                message:
                    "the cases of this switch produce different numbers of views; use one row view that branches "
                    + "inside its body"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                HStack(spacing: 0) {
                    ForEach(Array(crumbs.enumerated()), id: \\.offset) { index, crumb in
                        if index > 0 { Chevron() }
                        CrumbButton(crumb: crumb)
                    }
                }
                Picker("Minutes", selection: $minutes) {
                    Section { ForEach(0..<60) { if $0 % 5 == 0 { Text("\\($0)").tag($0) } } }
                }
                """),
            RuleExample("ForEach(events) { event in EventCell(event: event) }"),
            RuleExample(
                """
                ForEach(events) { event in
                    if event.isAllDay {
                        AllDayRow(event: event)
                    } else if event.isCancelled {
                        let reason = event.reason ?? ""
                        CancelledRow(event: event, reason: reason)
                    } else {
                        EventRow(event: event)
                    }
                }
                """),
            RuleExample(
                """
                ForEach(items) { item in
                    switch item.kind {
                    case .header: SectionHeader(item: item)
                    default: ItemRow(item: item)
                    }
                }
                Group { if showFooter { Footer() } }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["ForEach"]

    public init() {}

    private static let eagerContainers: Set<String> = ["VStack", "HStack", "ZStack", "Grid", "Picker", "Menu"]
    private static let containers: Set<String> = eagerContainers.union([
        "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "Form", "ScrollView",
    ])

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isConstructor(of: ["ForEach"]),
            let content = call.contentClosure,
            !Self.eagerContainers.contains(
                call.enclosingCall(named: Self.containers, withinDeclaration: true)?.constructedTypeName ?? "")
        else { return }
        for item in content.statements {
            guard let expression = item.statementExpression else { continue }
            if let ifExpr = expression.as(IfExprSyntax.self), Self.count(ifExpr) == nil {
                report(
                    "this if gives some elements a different number of views; use one row view that branches inside "
                        + "its body",
                    on: ifExpr, in: context)
            } else if let switchExpr = expression.as(SwitchExprSyntax.self), Self.count(switchExpr) == nil {
                report(
                    "the cases of this switch produce different numbers of views; use one row view that branches "
                        + "inside its body",
                    on: switchExpr, in: context)
            }
        }
    }

    /// Number of views a builder block produces; nil when it depends on a condition.
    private static func count(_ items: CodeBlockItemListSyntax) -> Int? {
        var total = 0
        for item in items {
            if case .decl(let decl) = item.item {
                if let ifConfig = decl.as(IfConfigDeclSyntax.self),
                    case .statements(let active)? = ifConfig.clauses.first?.elements
                {
                    guard let inner = count(active) else { return nil }
                    total += inner
                }
                continue
            }
            guard let expression = item.statementExpression else { continue }
            if let ifExpr = expression.as(IfExprSyntax.self) {
                guard let inner = count(ifExpr) else { return nil }
                total += inner
            } else if let switchExpr = expression.as(SwitchExprSyntax.self) {
                guard let inner = count(switchExpr) else { return nil }
                total += inner
            } else {
                total += 1
            }
        }
        return total
    }

    private static func count(_ ifExpr: IfExprSyntax) -> Int? {
        let (bodies, hasFinalElse) = ifExpr.branchBodies
        let counts = bodies.map { count($0.statements) }
        guard let first = counts.first, let value = first, counts.allSatisfy({ $0 == value }) else { return nil }
        return hasFinalElse || value == 0 ? value : nil
    }

    private static func count(_ switchExpr: SwitchExprSyntax) -> Int? {
        let counts = switchExpr.caseBodies.map { count($0) }
        guard let first = counts.first, let value = first, counts.allSatisfy({ $0 == value }) else { return nil }
        return value
    }
}
