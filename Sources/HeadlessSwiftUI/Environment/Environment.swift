/// Reads a value from the environment: `@Environment(\.dismiss)`, a custom key, or an
/// `@Observable` object placed with `.environment(_:)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, name: String, optional: Bool)
    }

    let source: Source
    let box: EnvironmentBox<Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
        box = EnvironmentBox()
    }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), optional: false)
        box = EnvironmentBox()
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), optional: true)
        box = EnvironmentBox()
    }

    public var wrappedValue: Value {
        if let value = box.value { return value }
        switch source {
        case .keyPath(let keyPath):
            return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let name, let optional):
            if optional, let none = Optional<Any>.none as? Value { return none }
            HeadlessFailure.stop(
                "No \(name) found in the environment. Place one with "
                    + ".environment(\(name.prefix(1).lowercased() + name.dropFirst())) on an ancestor view."
            )
        }
    }
}

final class EnvironmentBox<Value>: @unchecked Sendable {
    var value: Value?
}

extension Environment: GraphStoredProperty {
    func link(to node: ViewNode, key: String, environment: EnvironmentValues) -> Bool {
        let current: Value?
        switch source {
        case .keyPath(let keyPath):
            current = environment[keyPath: keyPath]
        case .object(let identifier, _, let optional):
            let object = environment.objects[identifier]
            if let object {
                current = object as? Value
            } else if optional {
                current = Optional<Any>.none as? Value
            } else {
                current = nil
            }
        }
        box.value = current
        let storageKey = "environment." + key
        let previous = node.values[storageKey]
        node.values[storageKey] = current as Any
        guard let previous else { return false }
        return !ValueComparison.equal(previous, current as Any)
    }
}
