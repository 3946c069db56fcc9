/// A gesture attached with `.gesture(_:)`. Tap gestures run when the harness taps the view; drags,
/// magnifications, rotations and long presses run when the harness performs them (`drag`,
/// `magnify`, `rotate`, `longPress`).
public protocol Gesture<Value> {
    associatedtype Value
}

/// Internal view of a gesture: its name, for taps what to run, and for the others what to call as
/// the harness moves the finger.
protocol GestureDescribing {
    var gestureName: String { get }
    var tapAction: (() -> Void)? { get }
    var tapCount: Int { get }
    var handlers: GestureHandlers { get }
}

/// What the harness does with a finger: drag by a translation, pinch to a scale, or hold.
enum GestureInput {
    case drag(CGSize)
    case magnify(CGFloat)
    case rotate(Angle)
    case longPress

    enum Kind { case drag, magnify, rotate, longPress }
    var kind: Kind {
        switch self {
        case .drag: .drag
        case .magnify: .magnify
        case .rotate: .rotate
        case .longPress: .longPress
        }
    }
}

/// A gesture's actions, type-erased: `updating`, `onChanged`, `onEnded`, and the resets of the
/// `@GestureState` it updated.
struct GestureHandlers {
    var accepts: Set<GestureInput.Kind> = []
    var changed: [(GestureInput) -> Void] = []
    var ended: [(GestureInput) -> Void] = []
    var resets: [() -> Void] = []

    static func + (lhs: GestureHandlers, rhs: GestureHandlers) -> GestureHandlers {
        GestureHandlers(
            accepts: lhs.accepts.union(rhs.accepts), changed: lhs.changed + rhs.changed, ended: lhs.ended + rhs.ended,
            resets: lhs.resets + rhs.resets)
    }
}

/// Gestures that can make the value a harness input stands for.
protocol GestureValueSource {
    func anyValue(for input: GestureInput) -> Any?
}

extension GestureDescribing {
    var handlers: GestureHandlers { GestureHandlers() }
    var tapCount: Int { 1 }
}

public struct TapGesture: Gesture, GestureDescribing {
    public typealias Value = Void
    public let count: Int
    public init(count: Int = 1) { self.count = count }
    var gestureName: String { "TapGesture" }
    var tapCount: Int { count }
    var tapAction: (() -> Void)? { nil }
}

public struct SpatialTapGesture: Gesture, GestureDescribing {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    let count: Int
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) { self.count = count }
    var gestureName: String { "SpatialTapGesture" }
    var tapCount: Int { count }
    var tapAction: (() -> Void)? { nil }
}

public struct LongPressGesture: Gesture, GestureDescribing, GestureValueSource {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    var gestureName: String { "LongPressGesture" }
    var tapAction: (() -> Void)? { nil }
    var handlers: GestureHandlers { GestureHandlers(accepts: [.longPress]) }
    func anyValue(for input: GestureInput) -> Any? { input.kind == .longPress ? true : nil }
}

public struct DragGesture: Gesture, GestureDescribing, GestureValueSource {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {}
    var gestureName: String { "DragGesture" }
    var tapAction: (() -> Void)? { nil }
    var handlers: GestureHandlers { GestureHandlers(accepts: [.drag]) }
    func anyValue(for input: GestureInput) -> Any? {
        guard case .drag(let translation) = input else { return nil }
        let end = CGPoint(x: translation.width, y: translation.height)
        return Value(
            time: Date(), location: end, startLocation: .zero, translation: translation, velocity: .zero,
            predictedEndLocation: end, predictedEndTranslation: translation)
    }
}

public struct MagnifyGesture: Gesture, GestureDescribing, GestureValueSource {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startLocation: CGPoint
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    var gestureName: String { "MagnifyGesture" }
    var tapAction: (() -> Void)? { nil }
    var handlers: GestureHandlers { GestureHandlers(accepts: [.magnify]) }
    func anyValue(for input: GestureInput) -> Any? {
        guard case .magnify(let scale) = input else { return nil }
        return Value(magnification: scale, velocity: 0, startLocation: .zero)
    }
}

/// The old spelling of `MagnifyGesture` (deprecated in iOS 17); its value is the scale.
public struct MagnificationGesture: Gesture, GestureDescribing, GestureValueSource {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    var gestureName: String { "MagnificationGesture" }
    var tapAction: (() -> Void)? { nil }
    var handlers: GestureHandlers { GestureHandlers(accepts: [.magnify]) }
    func anyValue(for input: GestureInput) -> Any? {
        guard case .magnify(let scale) = input else { return nil }
        return scale
    }
}

public struct RotateGesture: Gesture, GestureDescribing, GestureValueSource {
    public struct Value: Equatable, Sendable {
        public var rotation: Angle
        public var velocity: Angle
        public var startLocation: CGPoint
    }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    var gestureName: String { "RotateGesture" }
    var tapAction: (() -> Void)? { nil }
    var handlers: GestureHandlers { GestureHandlers(accepts: [.rotate]) }
    func anyValue(for input: GestureInput) -> Any? {
        guard case .rotate(let angle) = input else { return nil }
        return Value(rotation: angle, velocity: .zero, startLocation: .zero)
    }
}

/// The old spelling of `RotateGesture` (deprecated in iOS 17); its value is the angle.
public struct RotationGesture: Gesture, GestureDescribing, GestureValueSource {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    var gestureName: String { "RotationGesture" }
    var tapAction: (() -> Void)? { nil }
    var handlers: GestureHandlers { GestureHandlers(accepts: [.rotate]) }
    func anyValue(for input: GestureInput) -> Any? {
        guard case .rotate(let angle) = input else { return nil }
        return angle
    }
}

/// A gesture with an action for when it changes or ends, or a `@GestureState` it updates.
public struct GestureWithAction<Base: Gesture>: Gesture, GestureDescribing, GestureValueSource {
    public typealias Value = Base.Value
    let base: Base
    let ended: (() -> Void)?
    var onChange: ((Value) -> Void)?
    var onEnd: ((Value) -> Void)?
    var reset: (() -> Void)?

    var gestureName: String { (base as? any GestureDescribing)?.gestureName ?? String(describing: Base.self) }
    var tapAction: (() -> Void)? {
        if let ended, base is TapGesture || base is SpatialTapGesture { return ended }
        return (base as? any GestureDescribing)?.tapAction
    }
    func anyValue(for input: GestureInput) -> Any? { (base as? any GestureValueSource)?.anyValue(for: input) }
    var tapCount: Int { (base as? any GestureDescribing)?.tapCount ?? 1 }

    var handlers: GestureHandlers {
        var handlers = (base as? any GestureDescribing)?.handlers ?? GestureHandlers()
        let source = self
        if let onChange {
            handlers.changed.append { input in if let value = source.anyValue(for: input) as? Value { onChange(value) }
            }
        }
        if let onEnd {
            handlers.ended.append { input in if let value = source.anyValue(for: input) as? Value { onEnd(value) } }
        }
        if let reset { handlers.resets.append(reset) }
        return handlers
    }
}

/// Two gestures recognised together or in sequence.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, GestureDescribing {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    let first: First
    let second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    var gestureName: String {
        [first as Any, second as Any].compactMap { ($0 as? any GestureDescribing)?.gestureName }.joined(separator: "+")
    }
    var tapAction: (() -> Void)? {
        (first as? any GestureDescribing)?.tapAction ?? (second as? any GestureDescribing)?.tapAction
    }
    var handlers: GestureHandlers {
        ((first as? any GestureDescribing)?.handlers ?? GestureHandlers())
            + ((second as? any GestureDescribing)?.handlers ?? GestureHandlers())
    }
}

extension SimultaneousGesture: GestureValueSource {
    func anyValue(for input: GestureInput) -> Any? {
        let firstValue = (first as? any GestureValueSource)?.anyValue(for: input) as? First.Value
        let secondValue = (second as? any GestureValueSource)?.anyValue(for: input) as? Second.Value
        guard firstValue != nil || secondValue != nil else { return nil }
        return Value(first: firstValue, second: secondValue)
    }
}

public typealias SequenceGesture = SimultaneousGesture
public typealias ExclusiveGesture = SimultaneousGesture

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> GestureWithAction<Self> {
        let ended: (() -> Void)? =
            (Value.self == Void.self)
            ? { if let unit = () as? Value { action(unit) } }
            : (Value.self == SpatialTapGesture.Value.self)
                ? { if let value = SpatialTapGesture.Value(location: .zero) as? Value { action(value) } } : nil
        return GestureWithAction(base: self, ended: ended, onEnd: action)
    }

    public func onChanged(_ action: @escaping (Value) -> Void) -> GestureWithAction<Self> where Value: Equatable {
        GestureWithAction(base: self, ended: nil, onChange: action)
    }

    /// Updates `state` while the gesture runs; the state returns to its initial value when it ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureWithAction<Self> {
        let box = state.box
        let initial = state.initialValue
        let resetTransaction = state.resetTransaction
        return GestureWithAction(
            base: self, ended: nil,
            onChange: { value in
                var current = box.slot.value
                var transaction = Transaction()
                body(value, &current, &transaction)
                box.slot.value = current
                MainActor.assumeIsolated {
                    if transaction.animation != nil { ResolveContext.activeGraph?.pendingTransaction = transaction }
                }
            },
            reset: {
                box.slot.value = initial
                MainActor.assumeIsolated {
                    ResolveContext.activeGraph?.pendingTransaction = resetTransaction
                }
            })
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Where a gesture may be recognised.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachGesture(gesture, "gesture")
    }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachGesture(gesture, "simultaneousGesture")
    }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachGesture(gesture, "highPriorityGesture")
    }

    private func attachGesture<T: Gesture>(_ gesture: T, _ name: String) -> some View {
        let described = gesture as? any GestureDescribing
        let text = AttributeText.modifier(name, [described?.gestureName ?? String(describing: T.self)])
        let tap = described?.tapAction.map { TapAction(count: described?.tapCount ?? 1, run: $0) }
        let handlers = described?.handlers ?? GestureHandlers()
        return editingNodes { nodes, _, _ in
            for node in nodes {
                node.modifiers.append(text)
                if let tap { node.actions.tapGestures.append(tap) }
                if !handlers.accepts.isEmpty { node.actions.gestures.append(handlers) }
            }
            return nodes
        }
    }
}

extension View {
    /// Makes the view tappable; the harness's `tap(_:)` finds it by the text it shows.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes { node.actions.tapGestures.append(TapAction(count: count, run: action)) }
            return nodes
        }
    }

    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes { node.actions.tapGestures.append(TapAction(count: count) { action(.zero) }) }
            return nodes
        }
    }

    /// Runs `action` when the harness long-presses the view (`longPress(_:)`).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        let handlers = GestureHandlers(
            accepts: [.longPress], changed: [{ _ in onPressingChanged?(true) }],
            ended: [{ _ in action() }, { _ in onPressingChanged?(false) }])
        return editingNodes { nodes, _, _ in
            for node in nodes {
                node.modifiers.append(AttributeText.modifier("onLongPressGesture"))
                node.actions.gestures.append(handlers)
            }
            return nodes
        }
    }
}
