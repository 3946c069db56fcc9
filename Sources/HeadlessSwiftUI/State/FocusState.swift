/// Focus of text fields, bound with `.focused(_:)` / `.focused(_:equals:)`. Typing into a field in
/// the harness moves focus to it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>

    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    public var wrappedValue: Value {
        get { box.slot.value }
        nonmutating set { box.slot.value = newValue }
    }

    public var projectedValue: Binding { Binding(box: box) }

    /// The focus binding passed to `.focused`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        public var wrappedValue: Value {
            get { box.slot.value }
            nonmutating set { box.slot.value = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState: GraphStoredProperty {
    func link(to node: ViewNode, key: String, environment: EnvironmentValues) -> Bool {
        box.slot = node.slot("focus." + key) { box.slot }
        return false
    }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes {
                FocusMarking.mark(node, isFocused: condition.wrappedValue) { condition.wrappedValue = true }
            }
            return nodes
        }
    }

    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes {
                FocusMarking.mark(node, isFocused: binding.wrappedValue == value) { binding.wrappedValue = value }
            }
            return nodes
        }
    }

    public func focusable(_ isFocusable: Bool = true) -> some View { attribute("focusable") }
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { attribute("focusEffectDisabled") }
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View {
        attribute("defaultFocus")
    }
}

@MainActor
enum FocusMarking {
    static func mark(_ node: RenderedNode, isFocused: Bool, focus: @escaping () -> Void) {
        var target: RenderedNode?
        node.walk { candidate in if target == nil, candidate.actions.text != nil { target = candidate } }
        let field = target ?? node
        if isFocused { field.flags.append("focused") }
        field.actions.focus = focus
    }
}
