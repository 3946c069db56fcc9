/// How a view enters and leaves; recorded by name.
public struct AnyTransition: Sendable, AttributeDescribable {
    let name: String
    /// The animation attached with `.animation(_:)`, which the transition uses when the change
    /// itself is not animated.
    var animation: Animation?

    public static let opacity = AnyTransition(name: ".opacity")
    public static let slide = AnyTransition(name: ".slide")
    public static let scale = AnyTransition(name: ".scale")
    public static let identity = AnyTransition(name: ".identity")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: ".scale(scale: \(AttributeText.number(scale)))")
    }
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(name: ".move(edge: \(edge.attributeDescription))")
    }
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(name: ".push(from: \(edge.attributeDescription))")
    }
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(
            name: ".offset(x: \(AttributeText.number(offset.width)), y: \(AttributeText.number(offset.height)))")
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(name: ".offset(x: \(AttributeText.number(x)), y: \(AttributeText.number(y)))")
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: ".asymmetric(insertion: \(insertion.name), removal: \(removal.name))")
    }
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: ".modifier(\(String(describing: E.self)))")
    }
    public init<T: Transition>(_ transition: T) { name = String(describing: T.self) + "()" }
    init(name: String, animation: Animation? = nil) {
        self.name = name
        self.animation = animation
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: name + ".combined(with: \(other.name))")
    }
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(name: name + ".animation(\(animation?.name ?? "nil"))", animation: animation)
    }

    var attributeDescription: String { name }
}

/// A custom transition (iOS 17) built from a modifier body per phase.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
}

/// Where a transitioning view is in its life.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// Built-in iOS 17 transition values usable where a `Transition` is expected.
public struct NamedTransition: Transition, Sendable {
    let name: String
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

extension Transition where Self == NamedTransition {
    public static var blurReplace: NamedTransition { NamedTransition(name: ".blurReplace") }
    public static func blurReplace(_ config: BlurReplaceConfiguration = .downUp) -> NamedTransition {
        NamedTransition(name: ".blurReplace")
    }
    public static var symbolEffect: NamedTransition { NamedTransition(name: ".symbolEffect") }
}

public enum BlurReplaceConfiguration: Sendable { case downUp, upUp }

extension View {
    /// How this view enters and leaves when an animated change inserts or removes it.
    public func transition(_ t: AnyTransition) -> some View {
        recordingMotion(AttributeText.modifier("transition", [t.name])) { _ in
            .transition(t.name, animation: t.animation)
        }
    }

    public func transition<T: Transition>(_ transition: T) -> some View {
        let name = (transition as? NamedTransition)?.name ?? String(describing: T.self) + "()"
        return recordingMotion(AttributeText.modifier("transition", [name])) { _ in
            .transition(name, animation: nil)
        }
    }

    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        attribute("scrollTransition")
    }

    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        attribute("scrollTransition")
    }
}

public struct ScrollTransitionConfiguration: Sendable {
    public static let interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration()
    public static let identity = ScrollTransitionConfiguration()
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration()
    }
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
        self
    }
    public struct Threshold: Sendable {
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
    }
}

/// Where a view is relative to the scroll view's visible region; headless always `.identity`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

extension View {
    /// How changing text or symbols in this view swap when the change is animated.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        recordingMotion(AttributeText.modifier("contentTransition", [transition.attributeDescription])) { _ in
            .contentTransition(transition.attributeDescription)
        }
    }
}

/// How changing content (text, numbers, symbols) transitions.
public struct ContentTransition: Sendable, AttributeDescribable {
    let name: String
    public static let identity = ContentTransition(name: ".identity")
    public static let opacity = ContentTransition(name: ".opacity")
    public static let interpolate = ContentTransition(name: ".interpolate")
    public static let symbolEffect = ContentTransition(name: ".symbolEffect")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: ".numericText(" + (countsDown ? "countsDown: true" : "") + ")")
    }
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: ".numericText(value:)")
    }
    var attributeDescription: String { name }
}
