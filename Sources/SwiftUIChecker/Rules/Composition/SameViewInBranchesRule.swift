import SwiftSyntax

/// `same-view-in-branches`: an `if`/`else` that builds the same view in every branch and only
/// changes its modifiers swaps identities instead of updating one view.
///
/// Lint: an `if`/`else` chain (ending in `else`) used as a statement of a view builder — a
/// body, a view-content closure, a `@ViewBuilder` function or property — where every branch is
/// a single expression whose root call (modifiers stepped through) is token-for-token the same.
///
/// Exceptions: a chain with an availability condition (`if #available(iOS 26, *)`: the newer
/// modifier cannot move into an argument), and branches that differ in a style modifier
/// (`buttonStyle`, `labelStyle`, … take styles of different types, which a ternary cannot pick
/// between), and branches that differ in a modifier whose effect depends on the view's identity —
/// lifecycle actions (`onAppear`, `onDisappear`, `task`), focus, an explicit `id`, or an
/// accessibility representation or element grouping that no argument can switch off: there the
/// swap is observable (a spinner restarting, a field gaining focus on insertion), so it is likely
/// on purpose. The same such modifier in every branch is no reason: `.id(x)` on both branches
/// still leaves two views.
public struct SameViewInBranchesRule: Rule {
    public static let description = RuleDescription(
        id: "same-view-in-branches",
        title: "Prefer a modifier over branches that build the same view",
        category: .composition,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            Each branch of an `if` in a view builder is a different view to SwiftUI, even when \
            both branches create the same `Text`. Flipping the condition removes one view and \
            inserts the other: local state is lost and the change fades instead of animating. \
            When only modifiers differ, keep one view and put the condition in the modifier's \
            argument, for example with a ternary.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Prefer Modifiers Over Conditional Views"),
            GuidanceSource(file: Guidance.expertSkill, section: "Identity and Transitions"),
            GuidanceSource(file: Guidance.patterns, section: "Stable View Tree"),
        ],
        triggering: [
            RuleExample(
                """
                var body: some View {
                    ↓if isActive { Text("Sync").foregroundStyle(.green) } else { Text("Sync").foregroundStyle(.gray) }
                }
                """,
                message: "every branch builds the same view and only its modifiers differ; keep one view and move "
                    + "the condition into the modifiers"),
            RuleExample(
                """
                var body: some View {
                    ↓if isMuted {
                        PlayerControls(track: track).opacity(0.4).id(track.id)
                    } else {
                        PlayerControls(track: track).opacity(1).id(track.id)
                    }
                }
                """,
                message: "every branch builds the same view and only its modifiers differ; keep one view and move "
                    + "the condition into the modifiers"),
            RuleExample(
                """
                struct Toolbar: View {
                    let compact: Bool
                    var body: some View {
                        HStack {
                            ↓if compact {
                                Label("Share", systemImage: "square.and.arrow.up")
                                    .font(.caption)
                            } else if isWide {
                                Label("Share", systemImage: "square.and.arrow.up").padding()
                            } else {
                                Label("Share", systemImage: "square.and.arrow.up")
                            }
                        }
                    }
                }
                """,
                message: "every branch builds the same view and only its modifiers differ; keep one view and move "
                    + "the condition into the modifiers"),
            RuleExample(
                """
                @ViewBuilder
                func avatar(large: Bool) -> some View {
                    ↓if large {
                        Image(systemName: "person.circle").font(.largeTitle)
                    } else {
                        Image(systemName: "person.circle")
                            .font(.body)
                    }
                }
                """,
                message: "every branch builds the same view and only its modifiers differ; keep one view and move "
                    + "the condition into the modifiers"),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Progress: View {
                    let fraction: Double?
                    var body: some View {
                        if let fraction {
                            Ring().trim(from: 0, to: fraction)
                        } else {
                            Ring().trim(from: 0, to: 0.3).onAppear { isSpinning = true }
                        }
                        if isEditing {
                            Text(title).font(.headline).accessibilityRepresentation { TextField("Title", text: $title) }
                        } else {
                            Text(title).font(.headline)
                        }
                    }
                }
                """),
            RuleExample(
                """
                var body: some View { Text("Sync").foregroundStyle(isActive ? .green : .gray) }
                """),
            RuleExample(
                """
                var body: some View {
                    if isLoggedIn { HomeView() } else { LoginView() }
                    if isActive { Text("On").bold() } else { Text("Off").bold() }
                    if showBadge { Badge(count: 3) }
                }
                """),
            RuleExample(
                """
                func color(active: Bool) -> Color {
                    if active { Color.green.opacity(1) } else { Color.green.opacity(0.5) }
                }
                Button("Toggle") {
                    if isOn { Text("x").log() } else { Text("x").log(twice: true) }
                }
                """),
            RuleExample(
                """
                var body: some View {
                    if #available(iOS 26, *) {
                        Button("Send", action: send).glassEffect()
                    } else {
                        Button("Send", action: send).background(.thinMaterial)
                    }
                    if isPrimary {
                        Button("Save", action: save).buttonStyle(.borderedProminent)
                    } else {
                        Button("Save", action: save).buttonStyle(.bordered)
                    }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.ifExpr]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let ifExpr = node.as(IfExprSyntax.self), !ifExpr.isElseIf else { return }
        let (bodies, hasFinalElse) = ifExpr.branchBodies
        guard hasFinalElse, !Self.checksAvailability(ifExpr) else { return }
        var roots: [[String]] = []
        var styles: [[String]] = []
        for body in bodies {
            guard body.statements.count == 1, let expression = body.statements.first?.statementExpression,
                let root = expression.modifierChainRoot.as(FunctionCallExprSyntax.self)
            else { return }
            roots.append(root.tokens(viewMode: .sourceAccurate).map(\.text))
            styles.append(Self.styleModifiers(expression) + Self.identityModifierCalls(expression))
        }
        guard let first = roots.first, roots.allSatisfy({ $0 == first }),
            let firstStyles = styles.first, styles.allSatisfy({ $0 == firstStyles }),
            Self.isBuilderStatement(ExprSyntax(ifExpr))
        else { return }
        report(
            "every branch builds the same view and only its modifiers differ; keep one view and move the condition "
                + "into the modifiers",
            on: ifExpr.ifKeyword, in: context)
    }

    /// Modifiers whose effect depends on the view's identity or that no argument can switch off.
    private static let identityModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "focused", "defaultFocus", "id", "accessibilityRepresentation",
        "accessibilityChildren", "accessibilityElement", "accessibilityRemoveTraits",
        "accessibilityRespondsToUserInteraction",
    ]

    /// The identity-dependent modifiers of a modifier chain, as written. Branches that differ in
    /// them swap views on purpose; the same `.id(x)` in every branch changes nothing.
    private static func identityModifierCalls(_ expression: ExprSyntax) -> [String] {
        expression.chainModifierCalls.compactMap { call in
            guard let name = call.memberName, identityModifiers.contains(name) else { return nil }
            return name + "(" + call.arguments.trimmedText + ")" + (call.trailingClosure?.trimmedText ?? "")
        }
    }

    /// Whether a condition of the chain is `#available` or `#unavailable`.
    private static func checksAvailability(_ ifExpr: IfExprSyntax) -> Bool {
        var current: IfExprSyntax? = ifExpr
        while let link = current {
            if link.conditions.nodes.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) {
                return true
            }
            if case .ifExpr(let next)? = link.elseBody { current = next } else { current = nil }
        }
        return false
    }

    /// The style modifiers of a modifier chain, as written (`.buttonStyle(.bordered)`); shape
    /// styles (`foregroundStyle`) are left out, since one ternary can pick between them.
    private static func styleModifiers(_ expression: ExprSyntax) -> [String] {
        var found: [String] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        {
            let name = member.declName.baseName.text
            if name.hasSuffix("Style"), !["foregroundStyle", "backgroundStyle"].contains(name) {
                found.append(call.trimmedText)
            }
            current = base
        }
        return found
    }

    /// Whether the `if`/`switch` is a statement of a view builder.
    private static func isBuilderStatement(_ expression: ExprSyntax) -> Bool {
        var current = Syntax(expression)
        if let statement = current.parent?.as(ExpressionStmtSyntax.self) { current = Syntax(statement) }
        guard let item = current.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self),
            let container = list.parent
        else { return false }
        if let closure = container.as(ClosureExprSyntax.self) { return closure.closureRole == .viewContent }
        if let switchCase = container.as(SwitchCaseSyntax.self),
            let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
        {
            return isBuilderStatement(ExprSyntax(switchExpr))
        }
        if let getter = container.as(AccessorBlockSyntax.self) {
            return getter.parent?.as(PatternBindingSyntax.self).map(isBuilderProperty) ?? false
        }
        guard let block = container.as(CodeBlockSyntax.self), let owner = block.parent else { return false }
        if var outer = owner.as(IfExprSyntax.self) {
            while outer.isElseIf, let head = outer.parent?.as(IfExprSyntax.self) { outer = head }
            return isBuilderStatement(ExprSyntax(outer))
        }
        if let function = owner.as(FunctionDeclSyntax.self) {
            return function.isBuilderRequirement || function.attributes.contains(named: "ViewBuilder")
        }
        if let accessor = owner.as(AccessorDeclSyntax.self), accessor.accessorSpecifier.tokenKind == .keyword(.get) {
            if accessor.attributes.contains(named: "ViewBuilder") { return true }
            return accessor.ancestor(PatternBindingSyntax.self).map(isBuilderProperty) ?? false
        }
        return false
    }

    private static func isBuilderProperty(_ binding: PatternBindingSyntax) -> Bool {
        if binding.isViewBody { return true }
        return binding.ancestor(VariableDeclSyntax.self)?.attributes.contains(named: "ViewBuilder") ?? false
    }
}
