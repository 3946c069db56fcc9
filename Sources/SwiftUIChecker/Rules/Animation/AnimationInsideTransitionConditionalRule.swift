import SwiftSyntax

/// `animation-inside-transition-conditional`: an `.animation` on a view that is inserted and
/// removed by an `if` leaves together with the view, so the removal is not animated.
///
/// Lint: an `.animation(…)` modifier whose chain also applies `.transition(_:)`, when the chain
/// sits inside a branch of an `if` (or its `else`) in a ViewBuilder — directly, or nested in view
/// content such as a stack inside the branch (not inside an action closure). A file-level `if`
/// counts too: a chain with both modifiers is view code even in a fragment. `.animation(nil)` and
/// `.animation(.none, …)` switch animation off on purpose and are not reported.
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
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Critical: Transitions Require Animation Context")
        ],
        triggering: [
            RuleExample(
                """
                var body: some View {
                    if showToast { Toast().transition(.opacity).↓animation(.easeIn, value: showToast) }
                }
                """,
                message: ".animation inside a conditional view is removed together with the view, so its "
                    + "transition does not animate on removal; put .animation(_:value:) on the container "
                    + "outside the if, or use withAnimation"),
            RuleExample(
                """
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
                """,
                message: ".animation inside a conditional view is removed together with the view, so its "
                    + "transition does not animate on removal; put .animation(_:value:) on the container "
                    + "outside the if, or use withAnimation"),
            RuleExample(
                """
                var body: some View {
                    if isPlaying {
                        HStack {
                            Equalizer()
                                .transition(.scale)
                                .↓animation(.bouncy, value: isPlaying)
                            Text("Playing")
                        }
                    }
                }
                """,
                message: ".animation inside a conditional view is removed together with the view, so its "
                    + "transition does not animate on removal; put .animation(_:value:) on the container "
                    + "outside the if, or use withAnimation"),
            RuleExample(
                """
                if showBanner {
                    Banner()
                        .transition(.move(edge: .top))
                        .↓animation(.snappy, value: showBanner)
                }
                """,
                message: ".animation inside a conditional view is removed together with the view, so its "
                    + "transition does not animate on removal; put .animation(_:value:) on the container "
                    + "outside the if, or use withAnimation"),
            RuleExample(
                """
                List {
                    if let error {
                        ErrorRow(error: error)
                            .transition(.slide)
                            #if os(iOS)
                            .↓animation(.snappy, value: error.id)
                            #endif
                    }
                }
                """,
                message: ".animation inside a conditional view is removed together with the view, so its "
                    + "transition does not animate on removal; put .animation(_:value:) on the container "
                    + "outside the if, or use withAnimation"),
        ],
        nonTriggering: [
            RuleExample(
                """
                VStack {
                    if let word = selectedWord {
                        Text(word)
                            .transition(.opacity)
                            .animation(nil, value: word)
                    }
                }
                """),
            RuleExample(
                """
                ZStack { if showToast { Toast().transition(.opacity) } }
                    .animation(.easeIn, value: showToast)
                """),
            RuleExample(
                """
                VStack {
                    Button("Info") { withAnimation { showInfo.toggle() } }
                    if showInfo {
                        InfoCard().transition(.scale)
                        Gauge(value: level) { Text("Level") }.animation(.default, value: level)
                    }
                }
                """),
            RuleExample(
                """
                func update() {
                    if reduceMotion {
                        transaction = Transaction(animation: nil)
                        banner = banner.transition(.identity).animation(.none, value: 0)
                    }
                }
                """),
            RuleExample(
                """
                VStack {
                    if showHint {
                        Hint().transition(.opacity)
                    }
                }
                .animation(.smooth, value: showHint)
                """),
            RuleExample(
                """
                if showHint {
                    Hint().transition(.opacity.animation(.easeOut))
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["animation"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let animation = node.as(FunctionCallExprSyntax.self), animation.memberName == "animation",
            let name = animation.memberNameToken,
            let first = animation.arguments.first, first.label == nil,
            !first.expression.is(NilLiteralExprSyntax.self), first.expression.trimmedText != ".none"
        else { return }
        let chain = animation.earlierModifiers + animation.laterModifiers
        guard
            chain.contains(where: {
                $0.memberName == "transition" && $0.arguments.count == 1 && $0.arguments.first?.label == nil
            }),
            let conditional = Self.enclosingBranchOwner(animation),
            conditional.isInViewContent || conditional.isFileLevelStatement
        else { return }
        report(
            ".animation inside a conditional view is removed together with the view, so its transition does not "
                + "animate on removal; put .animation(_:value:) on the container outside the if, or use withAnimation",
            on: name, in: context)
    }

    /// The `if` whose branch holds `node`, looking through view content (stacks, overlays…) but
    /// not through action closures or declarations.
    private static func enclosingBranchOwner(_ node: FunctionCallExprSyntax) -> IfExprSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), !closure.isViewContent { return nil }
            if let block = ancestor.as(CodeBlockSyntax.self), let owner = block.parent?.as(IfExprSyntax.self) {
                return owner
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(VariableDeclSyntax.self)
                || ancestor.isDeclGroup
            {
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }
}
