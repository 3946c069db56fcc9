/// A namespace for matched-geometry and glass-effect identifiers.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }

    public struct ID: Hashable, Sendable {
        let value: Int
    }
}
