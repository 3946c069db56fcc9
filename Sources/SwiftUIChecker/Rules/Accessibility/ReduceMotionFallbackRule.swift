import SwiftSyntax

/// `reduce-motion-fallback`: endless or decorative motion should calm down when the user has
/// asked the system to reduce motion.
///
/// Lint (whole file): each use of `.repeatForever(…)`, `.phaseAnimator(…)` / `PhaseAnimator(…)`
/// without `trigger:`, `.keyframeAnimator(…)` / `KeyframeAnimator(…)` with `repeating: true`, and
/// `.layerEffect(…)` is reported when the file never mentions `accessibilityReduceMotion`
/// (the environment value) or UIKit's `isReduceMotionEnabled`. The view forms of the two
/// animators count like the modifiers: they loop the same way.
public struct ReduceMotionFallbackRule: Rule {
    public static let description = RuleDescription(
        id: "reduce-motion-fallback",
        title: "Offer a Reduce Motion fallback for continuous animation",
        category: .accessibility,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            Looping pulses, shimmering shaders and bouncing decorations can cause discomfort \
            or nausea for people sensitive to motion, which is why iOS has a Reduce Motion \
            setting. Read `@Environment(\\.accessibilityReduceMotion)` and, when it is on, stop \
            the loop or swap the movement for a gentle change such as a fade.
            """,
        sources: [
            GuidanceSource(file: Guidance.playbook, section: "Shaders"),
            GuidanceSource(file: Guidance.playbook, section: "Motion and Transparency"),
            GuidanceSource(file: Guidance.projectPatterns, section: "Respecting Reduce Motion"),
        ],
        triggering: [
            RuleExample(
                "Circle().↓phaseAnimator([0.9, 1.1]) { v, s in v.scaleEffect(s) }",
                message: "this animation keeps moving with Reduce Motion on; read "
                    + "@Environment(\\.accessibilityReduceMotion) and stop it or use a fade instead"),
            RuleExample(
                """
                struct LoadingDot: View {
                    @State private var pulsing = false
                    var body: some View {
                        Circle()
                            .scaleEffect(pulsing ? 1.2 : 0.8)
                            .animation(.easeInOut(duration: 0.8).↓repeatForever(autoreverses: true), value: pulsing)
                            .onAppear { pulsing = true }
                    }
                }
                """,
                message: "this animation keeps moving with Reduce Motion on; read "
                    + "@Environment(\\.accessibilityReduceMotion) and stop it or use a fade instead"),
            RuleExample(
                """
                struct Hero: View {
                    let start = Date.now
                    var body: some View {
                        TimelineView(.animation) { timeline in
                            Image("hero")
                                .↓layerEffect(ShaderLibrary.ripple(.float(timeline.date.timeIntervalSince(start))), \
                maxSampleOffset: .zero)
                        }
                        ↓KeyframeAnimator(initialValue: 1.0, repeating: true) { scale in
                            Text("New").scaleEffect(scale)
                        } keyframes: { _ in
                            SpringKeyframe(1.15, duration: 0.4)
                        }
                    }
                }
                """,
                message: "this animation keeps moving with Reduce Motion on; read "
                    + "@Environment(\\.accessibilityReduceMotion) and stop it or use a fade instead"),
            RuleExample(
                """
                // should check accessibilityReduceMotion some day
                let note = "accessibilityReduceMotion"
                let shimmer = Animation.linear(duration: 1.2).↓repeatForever(autoreverses: false)
                """,
                message: "this animation keeps moving with Reduce Motion on; read "
                    + "@Environment(\\.accessibilityReduceMotion) and stop it or use a fade instead"),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Pulse: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    var body: some View {
                        Circle().phaseAnimator(reduceMotion ? [1.0] : [0.9, 1.1]) { v, s in v.scaleEffect(s) }
                    }
                }
                """),
            RuleExample(
                """
                Circle().phaseAnimator([0.9, 1.1], trigger: tapCount) { v, s in v.scaleEffect(s) }
                Text("Saved").keyframeAnimator(initialValue: 1.0, trigger: saved) { v, s in v.scaleEffect(s) } \
                keyframes: { _ in
                    SpringKeyframe(1.1)
                }
                """),
            RuleExample(
                """
                Text("Ready").keyframeAnimator(initialValue: 1.0, repeating: false) { v, s in v.scaleEffect(s) } \
                keyframes: { _ in
                    LinearKeyframe(1.1, duration: 0.2)
                }
                let spin = Animation.linear(duration: 1).repeatCount(3)
                """),
            RuleExample(
                """
                let animation: Animation = UIAccessibility.isReduceMotionEnabled ? .default : .linear.repeatForever()
                """),
        ]
    )

    public static let mentionedText = ["ReduceMotion"]
    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = [
        "repeatForever", "phaseAnimator", "PhaseAnimator", "keyframeAnimator", "KeyframeAnimator", "layerEffect",
    ]
    public static let requiredText: [String] = Array(calledNames)

    private var motion: [AbsolutePosition] = []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return }
        if let name = call.memberNameToken {
            if Self.isContinuous(call, name: name.text) { motion.append(name.positionAfterSkippingLeadingTrivia) }
        } else if let name = call.calleeName,
            Self.isContinuous(
                call,
                name: name == "PhaseAnimator" ? "phaseAnimator" : name == "KeyframeAnimator" ? "keyframeAnimator" : "")
        {
            motion.append(call.positionAfterSkippingLeadingTrivia)
        }
    }

    public func finish(in context: RuleContext) {
        guard !motion.isEmpty, !(context.sourceMentions("ReduceMotion") && Self.mentionsReduceMotion(context.tree))
        else { return }
        for position in motion {
            report(
                "this animation keeps moving with Reduce Motion on; read @Environment(\\.accessibilityReduceMotion) "
                    + "and stop it or use a fade instead",
                at: position, in: context)
        }
    }

    /// Whether any identifier in the file (not a comment or string) names the setting. Only
    /// asked when the file has continuous motion, so other files pay nothing.
    private static func mentionsReduceMotion(_ tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.hasText("accessibilityReduceMotion") || token.hasText("isReduceMotionEnabled") else {
                return false
            }
            if case .identifier = token.tokenKind { return true }
            return false
        }
    }

    private static func isContinuous(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        switch name {
        case "repeatForever":
            return call.trailingClosureCount == 0 && call.labelsFit(["autoreverses"])
        case "phaseAnimator":
            return call.argument(labelled: "trigger") == nil
                && call.labelsFit([nil, "content", "animation"])
                && !call.labelledClosures.isEmpty
        case "keyframeAnimator":
            guard let repeating = call.argument(labelled: "repeating"),
                let literal = repeating.expression.as(BooleanLiteralExprSyntax.self)
            else { return false }
            return literal.literal.tokenKind == .keyword(.true)
        case "layerEffect":
            return call.trailingClosureCount == 0 && call.labelsFit([nil, "maxSampleOffset", "isEnabled"])
                && call.arguments.first?.label == nil && !call.arguments.isEmpty
        default:
            return false
        }
    }
}
