/// Runs `body` with the given transaction.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

@MainActor
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    try body()
}

/// A key for custom values carried by a `Transaction`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The context of a state change: its animation and custom values.
public struct Transaction {
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
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        attribute("transaction")
    }

    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        attribute("transaction", ["value: " + AttributeText.describe(value)])
    }
}
