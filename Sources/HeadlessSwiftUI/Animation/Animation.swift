/// How a change animates. Headless, animations are recorded in renderings, never run.
public struct Animation: Equatable, Sendable, AttributeDescribable {
    let name: String

    public static let `default` = Animation(name: ".default")
    public static let linear = Animation(name: ".linear")
    public static let easeIn = Animation(name: ".easeIn")
    public static let easeOut = Animation(name: ".easeOut")
    public static let easeInOut = Animation(name: ".easeInOut")
    public static let spring = Animation(name: ".spring")
    public static let interactiveSpring = Animation(name: ".interactiveSpring")
    public static let bouncy = Animation(name: ".bouncy")
    public static let snappy = Animation(name: ".snappy")
    public static let smooth = Animation(name: ".smooth")

    static func call(_ name: String, _ arguments: [(String, Double?)]) -> Animation {
        let parts = arguments.compactMap { label, value in value.map { label + ": " + AttributeText.number($0) } }
        return Animation(name: "." + name + (parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")"))
    }

    public static func linear(duration: TimeInterval) -> Animation { call("linear", [("duration", duration)]) }
    public static func easeIn(duration: TimeInterval) -> Animation { call("easeIn", [("duration", duration)]) }
    public static func easeOut(duration: TimeInterval) -> Animation { call("easeOut", [("duration", duration)]) }
    public static func easeInOut(duration: TimeInterval) -> Animation { call("easeInOut", [("duration", duration)]) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    {
        call("spring", [("response", response), ("dampingFraction", dampingFraction)])
    }
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation
    {
        call("spring", [("duration", duration), ("bounce", bounce)])
    }
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: ".spring(\(spring.attributeDescription))")
    }
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        call("interactiveSpring", [("response", response), ("dampingFraction", dampingFraction)])
    }
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        call(
            "interpolatingSpring",
            [("mass", mass == 1 ? nil : mass), ("stiffness", stiffness), ("damping", damping)])
    }
    @_disfavoredOverload
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        call("interpolatingSpring", [("duration", duration), ("bounce", bounce)])
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        call("bouncy", [("duration", duration), ("extraBounce", extraBounce == 0 ? nil : extraBounce)])
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        call("snappy", [("duration", duration), ("extraBounce", extraBounce == 0 ? nil : extraBounce)])
    }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        call("smooth", [("duration", duration), ("extraBounce", extraBounce == 0 ? nil : extraBounce)])
    }
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(
            name:
                ".timingCurve(\(AttributeText.number(p1x)), \(AttributeText.number(p1y)), "
                + "\(AttributeText.number(p2x)), \(AttributeText.number(p2y)), duration: "
                + "\(AttributeText.number(duration)))"
        )
    }

    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(name: name + ".delay(\(AttributeText.number(delay)))")
    }
    public func speed(_ speed: Double) -> Animation { Animation(name: name + ".speed(\(AttributeText.number(speed)))") }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(name: name + ".repeatCount(\(repeatCount)" + (autoreverses ? ")" : ", autoreverses: false)"))
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(name: name + ".repeatForever" + (autoreverses ? "()" : "(autoreverses: false)"))
    }

    var attributeDescription: String { name }
}

/// A spring description used by `.spring(_:)` and `SpringKeyframe`.
public struct Spring: Hashable, Sendable, AttributeDescribable {
    let text: String
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        text = "duration: \(AttributeText.number(duration)), bounce: \(AttributeText.number(bounce))"
    }
    public init(response: Double, dampingRatio: Double) {
        text = "response: \(AttributeText.number(response)), dampingRatio: \(AttributeText.number(dampingRatio))"
    }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        text = "stiffness: \(AttributeText.number(stiffness)), damping: \(AttributeText.number(damping))"
    }
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    var attributeDescription: String { "Spring(" + text + ")" }
}

/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` (the state change) immediately; the next update records its changes as animated
/// with `animation` (see `ViewHarness.changes()`). `@preconcurrency`, so a model's method that is
/// not on the main actor may call it, as with SwiftUI (Swift 6 mode warns).
@preconcurrency @MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body`, then `completion` once the tree has updated.
@preconcurrency @MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try withTransaction(Transaction(animation: animation), body)
    if let graph = ResolveContext.activeGraph {
        graph.enqueueEffect { MainActor.assumeIsolated { completion() } }
        graph.setNeedsUpdate()
    } else {
        completion()
    }
    return result
}

extension View {
    /// Animates what this view wraps with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        let watched = AttributeText.describe(value)
        return recordingMotion(
            AttributeText.modifier("animation", [AttributeText.describe(animation as Any), "value: " + watched])
        ) { .animation(animation, value: watched, position: $0) }
    }

    /// Animates every change of what this view wraps (deprecated in iOS 15: use `value:`).
    public func animation(_ animation: Animation?) -> some View {
        recordingMotion(AttributeText.modifier("animation", [AttributeText.describe(animation as Any)])) {
            .animation(animation, value: nil, position: $0)
        }
    }

    /// Animates only the modifiers applied in `body` (iOS 17), on any change.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
        -> some View
    {
        modifier(ScopedAnimationModifier(animation: animation, body: AnyView(body(PlaceholderContentView<Self>()))))
    }
}

/// Stands for a view inside closures of `animation(_:body:)`, `phaseAnimator`, `keyframeAnimator`
/// and `Transition`.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        guard let entry = context.modifierContents.popLast() else { return [] }
        defer { context.modifierContents.append(entry) }
        return context.resolve(entry.content, at: entry.path, environment: environment)
    }
}

/// `.animation(_:body:)`: resolves the body around the content and scopes the animation to the
/// modifiers the body adds.
struct ScopedAnimationModifier: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let body: AnyView

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let starts = ScopeStarts()
        let marked = AnyView(content).editingNodes { nodes, _, _ in
            for node in nodes { starts.counts[ObjectIdentifier(node)] = node.modifiers.count }
            return nodes
        }
        context.modifierContents.append(ModifierContentEntry(content: marked, path: path))
        let nodes = context.resolve(body, at: path, environment: environment)
        context.modifierContents.removeLast()
        let attribute = AttributeText.modifier("animation", [AttributeText.describe(animation as Any)])
        for node in nodes {
            let from = starts.counts[ObjectIdentifier(node)] ?? 0
            node.motion.append(.animation(animation, value: nil, position: node.modifiers.count, from: from))
            node.modifiers.append(attribute)
        }
        return nodes
    }
}

/// Where each node's modifiers stood before a scoped animation's body added its own.
@MainActor
final class ScopeStarts {
    var counts: [ObjectIdentifier: Int] = [:]
}
