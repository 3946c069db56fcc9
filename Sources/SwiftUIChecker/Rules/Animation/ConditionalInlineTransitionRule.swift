import SwiftSyntax

/// `conditional-inline-transition`: inside `if C { … }`, a modifier argument `C ? a : b` is
/// always `a`, so it cannot animate the view's removal.
///
/// Lint: in a ViewBuilder, a modifier argument that is a ternary whose condition is textually
/// one of the `if` conditions (or its negation with `!`), inside that `if`'s branch or its plain
/// `else` branch. Closures on the way from the `if` to the call must be view content; inside an
/// action closure the condition may have changed by the time it runs. In a file-level `if` (a
/// fragment of view code) only chains that start at a type's initializer, such as `TipView()`,
/// count.
public struct ConditionalInlineTransitionRule: Rule {
    public static let description = RuleDescription(
        id: "conditional-inline-transition",
        title: "Use a transition instead of a ternary on the if condition",
        category: .animation,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Inside `if showTip { … }` the expression `showTip ? 1 : 0` can only ever be `1`. \
            When `showTip` turns false the branch, and the view with it, is removed at once, \
            so the fade or blur the ternary seems to promise never plays. Insertion and removal \
            are described with `.transition(…)` — a built-in one such as `.opacity`, or a \
            custom `Transition` — together with an animation outside the `if`.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Good vs Bad Custom Transitions")],
        triggering: [
            RuleExample(
                """
                var body: some View {
                    if showTip { TipView().opacity(↓showTip ? 1 : 0) }
                }
                """,
                message: "this ternary tests the if condition, so inside the branch it is constant and cannot "
                    + "animate the view's removal; use .transition(…) with an animation outside the if"),
            RuleExample(
                """
                VStack {
                    if isLoaded && !items.isEmpty {
                        Grid(items: items)
                            .blur(radius: ↓isLoaded && !items.isEmpty ? 0 : 12)
                            .scaleEffect(x: 1, y: ↓isLoaded && !items.isEmpty ? 1 : 0.8)
                    } else {
                        ProgressView().opacity(↓isLoaded && !items.isEmpty ? 0 : 1)
                    }
                }
                """,
                message: "this ternary tests the if condition, so inside the branch it is constant and cannot "
                    + "animate the view's removal; use .transition(…) with an animation outside the if"),
            RuleExample(
                """
                if showHint {
                    HintCard().blur(radius: ↓showHint ? 0 : 8)
                }
                """,
                message: "this ternary tests the if condition, so inside the branch it is constant and cannot "
                    + "animate the view's removal; use .transition(…) with an animation outside the if"),
            RuleExample(
                """
                ZStack {
                    if !collapsed {
                        HStack { Sidebar().offset(x: ↓collapsed ? -300 : 0) }
                    }
                }
                """,
                message: "this ternary tests the if condition, so inside the branch it is constant and cannot "
                    + "animate the view's removal; use .transition(…) with an animation outside the if"),
        ],
        nonTriggering: [
            RuleExample(
                """
                var body: some View {
                    if showTip { TipView().transition(.opacity) }
                }
                """),
            RuleExample(
                """
                VStack {
                    if showTip {
                        TipView()
                            .opacity(isDimmed ? 0.5 : 1)
                            .onTapGesture { log(showTip ? "tip" : "none") }
                    }
                    Banner().opacity(showTip ? 0 : 1)
                }
                """),
            RuleExample(
                """
                func label() -> String {
                    if compact { return title.prefix(compact ? 3 : 10).description }
                    return title
                }
                """),
            RuleExample(
                """
                if verbose {
                    print(report.summary(detailed: verbose ? true : false))
                }
                """),
            RuleExample(
                """
                List {
                    if let user {
                        Avatar(user: user).opacity(user.isOnline ? 1 : 0.4)
                    }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.ifExpr, .unresolvedTernaryExpr]

    private var conditionals: [IfExprSyntax] = []
    /// Where each ternary operator of the file sits; only an `if` that contains one can report.
    private var ternaryOffsets: [Int] = []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        if node.kind == .unresolvedTernaryExpr {
            ternaryOffsets.append(node.position.utf8Offset)
        } else if let ifExpr = node.as(IfExprSyntax.self) {
            conditionals.append(ifExpr)
        }
    }

    public func finish(in context: RuleContext) {
        guard !ternaryOffsets.isEmpty else { return }
        for ifExpr in conditionals {
            let range = ifExpr.position.utf8Offset..<ifExpr.endPosition.utf8Offset
            if ternaryOffsets.contains(where: range.contains) { check(ifExpr, in: context) }
        }
    }

    private func check(_ ifExpr: IfExprSyntax, in context: RuleContext) {
        let inView = ifExpr.isInViewContent
        guard inView || ifExpr.isFileLevelStatement else { return }
        let conditions = ifExpr.conditions.compactMap { element -> String? in
            guard case .expression(let expression) = element.condition else { return nil }
            return Self.normalized(expression.tokens(viewMode: .sourceAccurate).map(\.text))
        }
        guard !conditions.isEmpty else { return }
        var branches = [ifExpr.body]
        if case .codeBlock(let elseBlock)? = ifExpr.elseBody { branches.append(elseBlock) }
        for branch in branches {
            let finder = TernaryArgumentFinder()
            finder.walk(branch)
            for ternary in finder.found where inView || ternary.onViewChain {
                let condition = Self.normalized(ternary.conditionTokens)
                guard
                    conditions.contains(where: { $0 == condition || "! " + $0 == condition || $0 == "! " + condition })
                else {
                    continue
                }
                report(
                    "this ternary tests the if condition, so inside the branch it is constant and cannot animate the "
                        + "view's removal; use .transition(…) with an animation outside the if",
                    on: ternary.start, in: context)
            }
        }
    }

    /// The condition's tokens separated by single spaces, without a leading `self.`.
    private static func normalized(_ tokens: [String]) -> String {
        var texts = tokens
        if texts.count > 2, texts[0] == "self", texts[1] == "." { texts.removeFirst(2) }
        return texts.joined(separator: " ")
    }
}

/// Finds `c ? a : b` passed directly as an argument of a modifier call, not entering closures
/// that are not view content.
private final class TernaryArgumentFinder: SyntaxVisitor {
    struct Ternary {
        /// Where the ternary starts (its condition's first token).
        let start: ExprSyntax
        let conditionTokens: [String]
        /// Whether the modifier's chain starts at a type's initializer (`TipView()`), so it is
        /// view code even outside a ViewBuilder.
        let onViewChain: Bool
    }

    private(set) var found: [Ternary] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        node.isViewContent ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.is(MemberAccessExprSyntax.self) else { return .visitChildren }
        for argument in node.arguments {
            guard let sequence = argument.expression.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0 else {
                continue
            }
            let tokens = elements[..<index].flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.text) }
            let root = ExprSyntax(node).modifierChainRoot.as(FunctionCallExprSyntax.self)?.constructedTypeName
            let onViewChain = root?.first?.isUppercase ?? false
            found.append(Ternary(start: elements[0], conditionTokens: tokens, onViewChain: onViewChain))
        }
        return .visitChildren
    }
}
