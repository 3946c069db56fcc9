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
