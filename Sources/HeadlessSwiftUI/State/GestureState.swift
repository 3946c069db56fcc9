/// State that a gesture updates while it runs and that resets when it ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue: Value) {
        box = StateBox(wrappedValue)
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value { box.slot.value }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: GraphStoredProperty {
    func link(to node: ViewNode, key: String, environment: EnvironmentValues) -> Bool {
        box.slot = node.slot("gesture." + key) { box.slot }
        return false
    }
}
