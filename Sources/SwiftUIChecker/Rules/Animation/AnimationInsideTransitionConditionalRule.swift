import SwiftSyntax

/// `animation-inside-transition-conditional`: an `.animation` on a view that is inserted and
/// removed by an `if` leaves together with the view, so the removal is not animated.
///
/// Lint: an `if` (or `else`) branch in a ViewBuilder whose statement is one modifier chain with
/// both `.transition(_:)` and `.animation(…)`; the finding lands on each `.animation`.
public struct AnimationInsideTransitionConditionalRule: Rule {
    public static let description = RuleDescription(
        id: "animation-inside-transition-conditional",
        title: "Keep the animation for a transition outside the if",
        category: .animation,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            A transition plays when its view enters or leaves the hierarchy, and it needs an \
            animation that is in effect at that moment. An `.animation` attached to the view \
            inside the `if` is removed together with the view, so the view may appear with an \
            animation but disappears abruptly. Attach `.animation(_:value:)` to a container \
            outside the `if`, or change the condition inside `withAnimation`.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Critical: Transitions Require Animation Context")],
        triggering: [
            RuleExample("""
                var body: some View {
                    if showToast { Toast().transition(.opacity).↓animation(.easeIn, value: showToast) }
                }
                """),
            RuleExample("""
                struct Banner: View {
                    @State private var expanded = false
                    var body: some View {
                        VStack {
                            Button("More") { expanded.toggle() }
                            if expanded {
                                Details()
                                    .↓animation(.spring, value: expanded)
                                    .transition(.move(edge: .top))
                            } else {
                                Summary()
                                    .transition(.opacity)
                                    .↓animation(.spring)
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                List {
                    if let error {
                        ErrorRow(error: error)
                            .transition(.slide)
                            #if os(iOS)
                            .↓animation(.snappy, value: error.id)
                            #endif
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                ZStack { if showToast { Toast().transition(.opacity) } }
                    .animation(.easeIn, value: showToast)
                """),
            RuleExample("""
                VStack {
                    Button("Info") { withAnimation { showInfo.toggle() } }
                    if showInfo {
                        InfoCard().transition(.scale)
                        Gauge(value: level) { Text("Level") }.animation(.default, value: level)
                    }
                }
                """),
            RuleExample("""
                func update() {
                    if reduceMotion {
                        transaction = Transaction(animation: nil)
                        banner = banner.transition(.identity).animation(.none, value: 0)
                    }
                }
                """),
            RuleExample("""
                VStack {
                    if showHint {
                        Hint().transition(.opacity)
                    }
                }
                .animation(.smooth, value: showHint)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.ifExpr]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let ifExpr = node.as(IfExprSyntax.self), ifExpr.isInViewContent else { return }
        var branches = [ifExpr.body]
        if case .codeBlock(let elseBlock)? = ifExpr.elseBody { branches.append(elseBlock) }
        for branch in branches {
            for item in branch.statements {
                guard let expression = item.item.as(ExprSyntax.self) else { continue }
                let modifiers = expression.chainModifiersOutermostFirst
                let hasTransition = modifiers.contains {
                    $0.memberName == "transition" && $0.arguments.count == 1 && $0.arguments.first?.label == nil
                }
                guard hasTransition else { continue }
                for animation in modifiers where animation.memberName == "animation" && animation.arguments.first?.label == nil {
                    guard let name = animation.memberNameToken, !animation.arguments.isEmpty else { continue }
                    report(".animation inside a conditional view is removed together with the view, so its transition does not animate on removal; put .animation(_:value:) on the container outside the if, or use withAnimation",
                           on: name, in: context)
                }
            }
        }
    }
}
