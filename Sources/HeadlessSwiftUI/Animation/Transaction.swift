/// Runs `body` (the state change) with the given transaction; the next update records its changes
/// with the transaction's animation.
@preconcurrency @MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    guard let graph = ResolveContext.activeGraph, graph.isActing, graph.canUpdateNow else {
        let result = try body()
        ResolveContext.activeGraph?.pendingTransaction = transaction
        return result
    }
    // Inside an action, what was changed before this call is not animated, nor what comes after.
    graph.update()
    let result = try body()
    graph.pendingTransaction = transaction
    graph.update()
    return result
}

@preconcurrency @MainActor
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// A key for custom values carried by a `Transaction`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The context of a state change: its animation and custom values.
public struct Transaction: @unchecked Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
    public var tracksVelocity = false
    var values: [ObjectIdentifier: Any] = [:]
    var completions: [@MainActor () -> Void] = []

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` after the change is applied.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping @MainActor () -> Void
    ) {
        completions.append(completion)
    }
}

extension View {
    /// Edits the transaction of every change to what this view wraps.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        nonisolated(unsafe) let transform = transform
        return recordingMotion(AttributeText.modifier("transaction")) {
            .transaction(transform, value: nil, position: $0)
        }
    }

    /// Edits the transaction of changes to what this view wraps when `value` changes.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        let watched = AttributeText.describe(value)
        nonisolated(unsafe) let transform = transform
        return recordingMotion(AttributeText.modifier("transaction", ["value: " + watched])) {
            .transaction(transform, value: watched, position: $0)
        }
    }
}
