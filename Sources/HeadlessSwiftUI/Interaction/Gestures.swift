/// A gesture attached with `.gesture(_:)`. Tap gestures run when the harness taps the view;
/// other gestures are recorded.
public protocol Gesture<Value> {
    associatedtype Value
}

/// Internal view of a gesture: its name and, for taps, what to run.
protocol GestureDescribing {
    var gestureName: String { get }
    var tapAction: (() -> Void)? { get }
}

public struct TapGesture: Gesture, GestureDescribing {
    public typealias Value = Void
    public let count: Int
    public init(count: Int = 1) { self.count = count }
    var gestureName: String { "TapGesture" }
    var tapAction: (() -> Void)? { nil }
}

public struct SpatialTapGesture: Gesture, GestureDescribing {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {}
    var gestureName: String { "SpatialTapGesture" }
    var tapAction: (() -> Void)? { nil }
}

public struct LongPressGesture: Gesture, GestureDescribing {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    var gestureName: String { "LongPressGesture" }
    var tapAction: (() -> Void)? { nil }
}

public struct DragGesture: Gesture, GestureDescribing {
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
}

public struct MagnifyGesture: Gesture, GestureDescribing {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startLocation: CGPoint
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    var gestureName: String { "MagnifyGesture" }
    var tapAction: (() -> Void)? { nil }
}

public struct MagnificationGesture: Gesture, GestureDescribing {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    var gestureName: String { "MagnificationGesture" }
    var tapAction: (() -> Void)? { nil }
}

public struct RotateGesture: Gesture, GestureDescribing {
    public struct Value: Equatable, Sendable { public var rotation: Angle }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    var gestureName: String { "RotateGesture" }
    var tapAction: (() -> Void)? { nil }
}

/// A gesture with an action for when it changes or ends.
public struct GestureWithAction<Base: Gesture>: Gesture, GestureDescribing {
    public typealias Value = Base.Value
    let base: Base
    let ended: (() -> Void)?
    var gestureName: String { (base as? any GestureDescribing)?.gestureName ?? String(describing: Base.self) }
    var tapAction: (() -> Void)? {
        if let ended, base is TapGesture || base is SpatialTapGesture { return ended }
        return (base as? any GestureDescribing)?.tapAction
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
        return GestureWithAction(base: self, ended: ended)
    }

    public func onChanged(_ action: @escaping (Value) -> Void) -> GestureWithAction<Self> where Value: Equatable {
        GestureWithAction(base: self, ended: nil)
    }

    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureWithAction<Self> {
        GestureWithAction(base: self, ended: nil)
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
        let tap = described?.tapAction
        return editingNodes { nodes, _, _ in
            for node in nodes {
                node.modifiers.append(text)
                if let tap { node.actions.tapGestures.append(tap) }
            }
            return nodes
        }
    }
}

extension View {
    /// Makes the view tappable; the harness's `tap(_:)` finds it by the text it shows.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes { node.actions.tapGestures.append(action) }
            return nodes
        }
    }

    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes { node.actions.tapGestures.append { action(.zero) } }
            return nodes
        }
    }

    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        attribute("onLongPressGesture")
    }
}
