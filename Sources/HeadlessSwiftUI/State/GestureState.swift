/// State that a gesture updates while it runs and that resets when it ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: StateBox<Value>
    let initialValue: Value
    let resetTransaction: Transaction

    public init(wrappedValue: Value) {
        box = StateBox(wrappedValue)
        initialValue = wrappedValue
        resetTransaction = Transaction()
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// State that returns to `wrappedValue` in `resetTransaction` when the gesture ends.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(wrappedValue)
        initialValue = wrappedValue
        self.resetTransaction = resetTransaction
    }

    public var wrappedValue: Value { box.slot.value }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: GraphStoredProperty {
    func link(to node: ViewNode, key: String, environment: EnvironmentValues) -> Bool {
        box.slot = node.slot("gesture." + key) { box.slot }
        return false
    }
}
