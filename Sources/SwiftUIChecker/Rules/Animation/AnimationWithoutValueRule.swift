import SwiftSyntax

/// `animation-without-value`: `.animation(_:)` without `value:` animates every change of the
/// view, not the one the author had in mind.
///
/// Lint: a member call `animation` with exactly one unlabelled argument and no trailing closure.
/// Left alone: a receiver that is a binding — a `$` projection (`$isOn.animation(.spring)`) or a
/// name declared in the file with type `Binding<…>` — and the scoped iOS 17 form
/// `.animation(.spring) { $0… }`, which has a trailing closure. `AnyTransition.animation(_:)` is a
/// different API: a call inside the argument of `.transition(…)`, or on a chain that starts with
/// a leading-dot member (`.opacity.animation(.easeIn)`) or `AnyTransition`, is not a view's.
/// `.animation(nil)` and `.animation(.none)` switch animation off for the view and animate
/// nothing, so they are not this rule's case.
public struct AnimationWithoutValueRule: Rule {
    public static let description = RuleDescription(
        id: "animation-without-value",
        title: "Give .animation a value to watch",
        category: .animation,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            The one-argument `.animation(_:)` is deprecated: it animates whatever happens to \
            change in the view, including changes that should be instant, such as a new row \
            arriving from the network. `.animation(_:value:)` limits the animation to changes \
            of the value it watches; for a change caused by a tap or gesture, wrap the state \
            mutation in `withAnimation` instead. Which value to watch is a decision for the \
            author, so there is no automatic fix.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Implicit Animations"),
            GuidanceSource(file: Guidance.expertSkill, section: "Animations"),
            GuidanceSource(file: Guidance.bestPractices, section: "Animation Guidelines"),
        ],
        triggering: [
            RuleExample(
                "Capsule().frame(width: progress * 200).↓animation(.easeOut)",
                message: ".animation(_:) without value: animates every change of this view; use "
                    + ".animation(_:value:) with the value that should animate, or withAnimation where the "
                    + "state changes"),
            RuleExample(
                """
                struct Meter: View {
                    @State private var level = 0.2
                    var body: some View {
                        VStack {
                            Gauge(value: level) { Text("Level") }
                                .↓animation(.spring(duration: 0.4))
                            Button("Fill") { level = 1 }
                        }
                        .animation(nil)
                    }
                }
                """,
                message: ".animation(_:) without value: animates every change of this view; use "
                    + ".animation(_:value:) with the value that should animate, or withAnimation where the "
                    + "state changes"),
            RuleExample(
                """
                // a fragment of a chain
                .↓animation(.spring())
                """,
                message: ".animation(_:) without value: animates every change of this view; use "
                    + ".animation(_:value:) with the value that should animate, or withAnimation where the "
                    + "state changes"),
            RuleExample(
                """
                Image(systemName: "heart.fill")
                    .scaleEffect(liked ? 1.3 : 1)
                    #if os(iOS)
                    .↓animation(Animation.bouncy)
                    #endif
                """,
                message: ".animation(_:) without value: animates every change of this view; use "
                    + ".animation(_:value:) with the value that should animate, or withAnimation where the "
                    + "state changes"),
        ],
        nonTriggering: [
            RuleExample("Capsule().frame(width: progress * 200).animation(.easeOut, value: progress)"),
            RuleExample(
                """
                Text("\\(secondsLeft)s").animation(nil).monospacedDigit()
                Label(status, systemImage: icon).animation(.none)
                """),
            RuleExample(
                """
                Toggle("Details", isOn: $showDetails.animation(.snappy))
                Toggle("Grid", isOn: $settings.useGrid.animation())
                Toggle("Wrap", isOn: self.$wrap.animation(.easeInOut))
                """),
            RuleExample(
                """
                Rectangle()
                    .foregroundStyle(selected ? .blue : .gray)
                    .animation(.spring) { content in
                        content.frame(width: selected ? 200 : 100)
                    }
                """),
            RuleExample(
                """
                func row(isOn: Binding<Bool>) -> some View {
                    Toggle("Sound", isOn: isOn.animation(.default))
                }
                """),
            RuleExample(
                """
                Toast()
                    .transition(.opacity.animation(.easeIn))
                    .transition(AnyTransition.move(edge: .top).animation(.spring))
                    .transition(fade.combined(with: .scale).animation(.bouncy))
                """),
            RuleExample(
                """
                let fade = transaction.animation
                let curve = timeline.animation(for: .slow, delay: 0.2)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .functionParameter, .patternBinding]
    public static let calledNames: Set<String> = ["animation"]
    public static let requiredText = ["animation"]

    private var candidates: [(name: TokenSyntax, receiverRoot: String?)] = []
    /// Parameters and pattern bindings; whether they are `Binding`s is decided in `finish(in:)`,
    /// only for files with a candidate.
    private var declarations: [Syntax] = []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        switch node.kind {
        case .functionParameter, .patternBinding:
            declarations.append(node)
            return
        default:
            break
        }
        guard let call = node.as(FunctionCallExprSyntax.self), call.memberName == "animation",
            let name = call.memberNameToken,
            call.arguments.count == 1, call.arguments.first?.label == nil,
            call.trailingClosureCount == 0
        else { return }
        if call.isTransitionAnimation { return }
        if let argument = call.arguments.first?.expression,
            argument.is(NilLiteralExprSyntax.self) || argument.trimmedText == ".none"
        {
            return
        }
        var root: String?
        if let base = call.memberBase, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
            let path = base.readPaths().first
        {
            if path.contains(where: { $0.hasPrefix("$") }) { return }
            root = path.first
        }
        candidates.append((name, root))
    }

    public func finish(in context: RuleContext) {
        guard !candidates.isEmpty else { return }
        var bindingNames: Set<String> = []
        if candidates.contains(where: { $0.receiverRoot != nil }) {
            for declaration in declarations {
                if let parameter = declaration.as(FunctionParameterSyntax.self) {
                    if parameter.type.simpleName == "Binding" {
                        bindingNames.insert((parameter.secondName ?? parameter.firstName).text)
                    }
                } else if let binding = declaration.as(PatternBindingSyntax.self),
                    binding.typeAnnotation?.type.simpleName == "Binding",
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    bindingNames.insert(name)
                }
            }
        }
        for (name, root) in candidates {
            if let root, bindingNames.contains(root) { continue }
            report(
                ".animation(_:) without value: animates every change of this view; use .animation(_:value:) with the "
                    + "value that should animate, or withAnimation where the state changes",
                on: name, in: context)
        }
    }
}
