/// Value storage owned by a view, kept at the view's structural position in the tree.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.slot.value }
        nonmutating set { box.slot.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.slot.value }, set: { box.slot.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable where Value: Sendable {}

extension State: GraphStoredProperty {
    func link(to node: ViewNode, key: String, environment: EnvironmentValues) -> Bool {
        box.slot = node.slot("state." + key) { box.slot }
        return false
    }
}
