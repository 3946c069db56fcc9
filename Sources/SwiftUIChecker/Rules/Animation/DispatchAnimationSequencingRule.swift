import SwiftSyntax

/// `dispatch-animation-sequencing`: chaining animation steps with `DispatchQueue.main.asyncAfter`
/// hard-codes timings that drift from the animations they are meant to follow.
///
/// Lint: `DispatchQueue.main.asyncAfter(deadline:…)` (or `wallDeadline:`) whose closure calls
/// `withAnimation`, or that is called in the same closure or function body as a `withAnimation`
/// call. The finding lands on `asyncAfter`.
/// Also an `asyncAfter` whose closure changes a value that the surrounding statements also
/// change, when that value is watched by an `.animation(_:value:)` in the file — the
/// implicit-animation version of the same step chaining, which some guidance samples use
/// (`001_163902cc6122728c.txt` › "Modern Animation Patterns", `002_230a62b7fab52a1f.txt` ›
/// "Overlay Technique for Drag-and-Drop Reordering") where a `completion:` would do.
public struct DispatchAnimationSequencingRule: Rule {
    public static let description = RuleDescription(
        id: "dispatch-animation-sequencing",
        title: "Sequence animations with phase or keyframe animators, not asyncAfter",
        category: .animation,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Running the next animation step from `asyncAfter` guesses when the previous step \
            ends: the delay is a second copy of the duration, it keeps running after the view \
            is gone, and rapid taps start overlapping sequences. SwiftUI can run the steps \
            itself — `.phaseAnimator(_:trigger:)` for a series of states, `.keyframeAnimator` \
            for precise timing, or `withAnimation { … } completion: { … }` (iOS 17+) for one \
            step after another.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Good vs Bad"),
            GuidanceSource(file: Guidance.expertSkill, section: "Multiple Synchronized Tracks"),
            GuidanceSource(file: Guidance.expertSkill, section: "Keyframe Animations (iOS 17+)"),
        ],
        triggering: [
            RuleExample(
                """
                withAnimation { lift = -12 }
                DispatchQueue.main.↓asyncAfter(deadline: .now() + 0.15) {
                    withAnimation { lift = 0 }
                }
                """,
                message: "animation steps chained with DispatchQueue.main.asyncAfter guess their timing; use "
                    + ".phaseAnimator, .keyframeAnimator or withAnimation { } completion: { }"),
            RuleExample(
                """
                Button("Shake") {
                    withAnimation(.easeOut(duration: 0.1)) { angle = 8 }
                    DispatchQueue.main.↓asyncAfter(deadline: .now() + 0.1) { angle = -8 }
                    DispatchQueue.main.↓asyncAfter(deadline: .now() + 0.2, execute: { angle = 0 })
                }
                """,
                message: "animation steps chained with DispatchQueue.main.asyncAfter guess their timing; use "
                    + ".phaseAnimator, .keyframeAnimator or withAnimation { } completion: { }"),
            RuleExample(
                """
                Circle()
                    .scaleEffect(scale)
                    .animation(.bouncy, value: scale)
                    .onTapGesture {
                        scale = 0.9
                        DispatchQueue.main.↓asyncAfter(deadline: .now() + 0.1) { scale = 1 }
                    }
                """,
                message: "animation steps chained with DispatchQueue.main.asyncAfter guess their timing; use "
                    + ".phaseAnimator, .keyframeAnimator or withAnimation { } completion: { }"),
            RuleExample(
                """
                func celebrate() {
                    confettiVisible = true
                    DispatchQueue.main.↓asyncAfter(wallDeadline: .now() + 1) {
                        if confettiVisible {
                            withAnimation(.smooth) { confettiVisible = false }
                        }
                    }
                }
                """,
                message: "animation steps chained with DispatchQueue.main.asyncAfter guess their timing; use "
                    + ".phaseAnimator, .keyframeAnimator or withAnimation { } completion: { }"),
        ],
        nonTriggering: [
            RuleExample(
                """
                withAnimation { lift = -12 } completion: { withAnimation { lift = 0 } }
                """),
            RuleExample(
                """
                Button("Save") {
                    withAnimation { saved = true }
                    Task { await store.save() }
                }
                func hideHint() {
                    hintVisible = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + 3) { hintVisible = false }
                }
                """),
            RuleExample(
                """
                Bell()
                    .phaseAnimator([0.0, -10, 10, 0], trigger: rings) { content, angle in
                        content.rotationEffect(.degrees(angle))
                    }
                scheduler.asyncAfter(deadline: .now() + 1) { withAnimation { pulse = false } }
                """),
            RuleExample(
                """
                Button("Go") {
                    withAnimation { step = 1 }
                    queue.async { DispatchQueue.main.async { withAnimation { step = 2 } } }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["animation", "asyncAfter"]

    private var implicitCandidates: [(name: TokenSyntax, stepped: Set<String>)] = []
    private var watchedRoots: Set<String> = []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return }
        if call.memberName == "animation", call.argumentLabels == [nil, "value"],
            let value = call.argument(labelled: "value")?.expression
        {
            watchedRoots.formUnion(value.readPaths().compactMap(\.first))
            return
        }
        guard call.memberName == "asyncAfter", let name = call.memberNameToken, Self.isMainQueue(call.memberBase),
            let firstLabel = call.arguments.first?.label?.text, ["deadline", "wallDeadline"].contains(firstLabel),
            let work = call.closure(labelled: "execute")
        else { return }
        let scope = call.enclosingStatementScope
        var sequenced = !work.calls(named: "withAnimation").isEmpty
        if !sequenced, let scope {
            sequenced = scope.calls(named: "withAnimation").contains { animation in
                animation.enclosingStatementScope?.id == scope.id
            }
        }
        if sequenced {
            report(Self.message, on: name, in: context)
            return
        }
        let before = Self.statementsAround(call, in: scope).reduce(into: Set<String>()) {
            $0.formUnion($1.mutatedRoots)
        }
        let stepped = work.mutatedRoots.intersection(before)
        if !stepped.isEmpty { implicitCandidates.append((name, stepped)) }
    }

    public func finish(in context: RuleContext) {
        for (name, stepped) in implicitCandidates where !stepped.isDisjoint(with: watchedRoots) {
            report(Self.message, on: name, in: context)
        }
    }

    private static let message =
        "animation steps chained with DispatchQueue.main.asyncAfter guess their timing; use .phaseAnimator, "
        + ".keyframeAnimator or withAnimation { } completion: { }"

    /// The other statements of the scope that holds `call` (the statement holding `call` excluded).
    private static func statementsAround(_ call: FunctionCallExprSyntax, in scope: Syntax?) -> [CodeBlockItemSyntax] {
        var statements: CodeBlockItemListSyntax?
        if let closure = scope?.as(ClosureExprSyntax.self) {
            statements = closure.statements
        } else if let function = scope?.as(FunctionDeclSyntax.self) {
            statements = function.body?.statements
        } else if let accessor = scope?.as(AccessorDeclSyntax.self) {
            statements = accessor.body?.statements
        } else if let file = scope?.as(SourceFileSyntax.self) {
            statements = file.statements
        }
        return statements?.filter { !call.isDescendant(of: $0) } ?? []
    }

    /// `DispatchQueue.main` (also `Dispatch.DispatchQueue.main`).
    private static func isMainQueue(_ expression: ExprSyntax?) -> Bool {
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "main",
            let base = member.base
        else { return false }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "DispatchQueue" }
        if let qualified = base.as(MemberAccessExprSyntax.self) {
            return qualified.declName.baseName.text == "DispatchQueue"
        }
        return false
    }
}
