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
            for node in nodes { FocusMarking.mark(node, isFocused: condition.wrappedValue) { condition.wrappedValue = true } }
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
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View { attribute("defaultFocus") }
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

/// A value stored under a key in the app's defaults; headless an in-memory store shared by the
/// process, cleared with `AppStorageStore.reset()`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        defaultValue = wrappedValue
    }

    public var wrappedValue: Value {
        get { AppStorageStore.shared.value(for: key) as? Value ?? defaultValue }
        nonmutating set { AppStorageStore.shared.set(newValue, for: key) }
    }

    public var projectedValue: HeadlessSwiftUI.Binding<Value> {
        let key = self.key
        let fallback = defaultValue
        return HeadlessSwiftUI.Binding(
            get: { AppStorageStore.shared.value(for: key) as? Value ?? fallback },
            set: { AppStorageStore.shared.set($0, for: key) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.key = key
        defaultValue = nil
    }
}

/// Per-scene storage; headless it behaves like `@AppStorage` under a separate prefix.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let storage: AppStorage<Value>
    public init(wrappedValue: Value, _ key: String) { storage = AppStorage(wrappedValue: wrappedValue, "scene." + key) }
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }
    public var projectedValue: HeadlessSwiftUI.Binding<Value> { storage.projectedValue }
}

/// The in-memory store behind `@AppStorage`. Reads are tracked, so views update on writes.
public final class AppStorageStore: Observable, @unchecked Sendable {
    public static let shared = AppStorageStore()
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    var revision: Int { 0 }

    public func value(for key: String) -> Any? {
        registrar.access(self, keyPath: \.revision)
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    public func set(_ value: Any?, for key: String) {
        registrar.withMutation(of: self, keyPath: \.revision) {
            lock.lock()
            values[key] = value
            lock.unlock()
        }
    }

    /// Forgets every stored value.
    public func reset() {
        registrar.withMutation(of: self, keyPath: \.revision) {
            lock.lock()
            values = [:]
            lock.unlock()
        }
    }
}

/// A namespace for matched-geometry and glass-effect identifiers.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }

    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

/// A number that scales with Dynamic Type; headless the default size, so the value is unchanged.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    public init(wrappedValue: Value) { base = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
    public var wrappedValue: Value { base }
}

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
