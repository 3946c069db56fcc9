/// A stored property of a view whose value the runtime keeps up to date between evaluations.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Observable storage for one value: reads are tracked by `withObservationTracking`, writes
/// invalidate whichever bodies read it.
final class ValueSlot<Value>: Observable, @unchecked Sendable {
    private var storage: Value
    private let registrar = ObservationRegistrar()

    init(_ value: Value) { storage = value }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return storage
        }
        set {
            if let name = Self.bodyBeingEvaluated() {
                Self.reportWriteDuringBody(name)
            }
            registrar.withMutation(of: self, keyPath: \.value) { storage = newValue }
        }
    }

    private static func bodyBeingEvaluated() -> String? {
        ResolveContext.evaluatingBodyOf
    }

    private static func reportWriteDuringBody(_ name: String) {
        ProblemInbox.shared.post(
            "state changed while \(name).body was running; move the change into an action, "
                + "onAppear, onChange or task")
    }
}

/// Where a `@State` keeps its value: a local slot until the view is placed in a graph, then the
/// slot stored at the view's position.
final class StateBox<Value>: @unchecked Sendable {
    var slot: ValueSlot<Value>
    init(_ value: Value) { slot = ValueSlot(value) }
}
