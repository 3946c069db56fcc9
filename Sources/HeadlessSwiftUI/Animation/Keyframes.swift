/// Keyframe tracks for `keyframeAnimator` and `KeyframeTimeline`.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// Keyframes of any kind, collected by `KeyframesBuilder`.
public struct KeyframeList<Value>: Keyframes {
    let tracks: [any KeyframeTrackSampling]
}

/// Builds the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeList<Value> where K.Value == Value {
        KeyframeList(
            tracks: (keyframes as? KeyframeList<Value>)?.tracks
                ?? [keyframes as? any KeyframeTrackSampling].compactMap { $0 })
    }
    /// Keyframes written straight in the builder animate the whole value, as one track.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value>
    where K.Value == Value {
        let frames = (keyframe as? KeyframeSequence<Value>)?.frames ?? [(keyframe.target, keyframe.duration)]
        return KeyframeList(tracks: [KeyframeTrack<Value, Value, KeyframeSequence<Value>>(frames: frames)])
    }
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
        var tracks: [any KeyframeTrackSampling] = []
        for track in parts.flatMap(\.tracks) {
            if let last = tracks.last, let joined = last.continued(by: track) {
                tracks[tracks.count - 1] = joined
            } else {
                tracks.append(track)
            }
        }
        return KeyframeList(tracks: tracks)
    }
    public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> {
        KeyframeList(tracks: parts.flatMap(\.tracks))
    }
}

/// One keyframe of a track.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    var target: Value { get }
    var duration: TimeInterval { get }
}

/// The keyframes of one track, collected by `KeyframeTrackContentBuilder`.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public var target: Value { frames.last?.target ?? fallback }
    public var duration: TimeInterval { frames.reduce(0) { $0 + $1.duration } }
    let frames: [(target: Value, duration: TimeInterval)]
    let fallback: Value
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> [(
        target: Value, duration: TimeInterval
    )]
    where K.Value == Value {
        if let sequence = keyframe as? KeyframeSequence<Value> { return sequence.frames }
        return [(keyframe.target, keyframe.duration)]
    }
    public static func buildBlock(_ parts: [(target: Value, duration: TimeInterval)]...) -> [(
        target: Value, duration: TimeInterval
    )] {
        parts.flatMap { $0 }
    }
    public static func buildArray(_ parts: [[(target: Value, duration: TimeInterval)]]) -> [(
        target: Value, duration: TimeInterval
    )] {
        parts.flatMap { $0 }
    }
}

/// Samples a track at a time, for `KeyframeTimeline.value(time:)`.
protocol KeyframeTrackSampling {
    var totalDuration: TimeInterval { get }
    func apply(at time: TimeInterval, to root: Any) -> Any
    /// This track followed by `next` as one track, when both animate the whole value.
    func continued(by next: any KeyframeTrackSampling) -> (any KeyframeTrackSampling)?
}

/// A sequence of keyframes for one property of the animated value.
public struct KeyframeTrack<Root, Value: Animatable, Content>: Keyframes, KeyframeTrackSampling {
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, Value>?
    let frames: [(target: Value, duration: TimeInterval)]

    public init(
        _ keyPath: WritableKeyPath<Root, Value>,
        @KeyframeTrackContentBuilder<Value> content: () -> [(target: Value, duration: TimeInterval)]
    )
    where Content == KeyframeSequence<Value> {
        self.keyPath = keyPath
        frames = content()
    }

    public init(@KeyframeTrackContentBuilder<Value> content: () -> [(target: Value, duration: TimeInterval)])
    where Root == Value, Content == KeyframeSequence<Value> {
        keyPath = nil
        frames = content()
    }

    init(frames: [(target: Value, duration: TimeInterval)]) where Root == Value {
        keyPath = nil
        self.frames = frames
    }

    var totalDuration: TimeInterval { frames.reduce(0) { $0 + $1.duration } }

    func continued(by next: any KeyframeTrackSampling) -> (any KeyframeTrackSampling)? {
        guard keyPath == nil, let next = next as? Self, next.keyPath == nil else { return nil }
        return Self(whole: frames + next.frames)
    }

    private init(whole frames: [(target: Value, duration: TimeInterval)]) {
        keyPath = nil
        self.frames = frames
    }

    /// Moves linearly from keyframe to keyframe; a headless approximation of the real curves.
    func apply(at time: TimeInterval, to root: Any) -> Any {
        guard var typedRoot = root as? Root else { return root }
        guard let first = frames.first else { return root }
        var start: Value = keyPath.map { typedRoot[keyPath: $0] } ?? (typedRoot as? Value ?? first.target)
        var elapsed: TimeInterval = 0
        var result = start
        for frame in frames {
            if time >= elapsed + frame.duration {
                result = frame.target
                start = frame.target
                elapsed += frame.duration
                continue
            }
            let fraction = frame.duration > 0 ? (time - elapsed) / frame.duration : 1
            var delta = frame.target.animatableData - start.animatableData
            delta.scale(by: max(0, fraction))
            result = start
            result.animatableData = start.animatableData + delta
            break
        }
        if let keyPath {
            typedRoot[keyPath: keyPath] = result
            return typedRoot
        }
        return result
    }
}

/// A keyframe reached with a cubic curve.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let target: Value
    public let duration: TimeInterval
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        target = to
        self.duration = duration
    }
}

/// A keyframe reached in a straight line.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let target: Value
    public let duration: TimeInterval
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        target = to
        self.duration = duration
    }
}

/// A keyframe reached with a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let target: Value
    public let duration: TimeInterval
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        target = to
        self.duration = duration ?? 0.5
    }
}

/// A jump to a value.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let target: Value
    public var duration: TimeInterval { 0 }
    public init(_ to: Value) { target = to }
}

/// Timing curves for linear keyframes.
public struct UnitCurve: Sendable, Hashable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
}

/// Keyframes evaluated outside a view: `value(time:)` samples the animated value.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [any KeyframeTrackSampling]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeList<Value>) {
        self.initialValue = initialValue
        tracks = content().tracks
    }

    public var duration: TimeInterval { tracks.map(\.totalDuration).max() ?? 0 }

    public func value(time: Double) -> Value {
        var current: Any = initialValue
        for track in tracks { current = track.apply(at: time, to: current) }
        return current as? Value ?? initialValue
    }

    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
