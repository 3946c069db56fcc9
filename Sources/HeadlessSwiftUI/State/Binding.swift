/// A two-way connection to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            get: { base.getter()[keyPath: keyPath] },
            set: { newValue, transaction in
                var value = base.getter()
                value[keyPath: keyPath] = newValue
                base.setter(value, transaction)
            })
    }

    /// Wraps a non-optional binding so it can be passed where an optional one is expected.
    public init<V>(_ base: Binding<V>) where Value == V? {
        getter = { base.wrappedValue }
        setter = { value, transaction in
            if let value { base.setter(value, transaction) }
        }
    }

    /// Unwraps an optional binding; `nil` when the value is currently `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        getter = { base.wrappedValue ?? initial }
        setter = { value, transaction in base.setter(value, transaction) }
    }

    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        getter = { AnyHashable(base.wrappedValue) }
        setter = { value, transaction in
            if let typed = value.base as? V { base.setter(typed, transaction) }
        }
    }

    /// The same binding; changes made through it are animated in SwiftUI.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(
            get: { base.getter()[position] },
            set: { newValue, transaction in
                var collection = base.getter()
                guard collection.indices.contains(position) else { return }
                collection[position] = newValue
                base.setter(collection, transaction)
            })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: RandomAccessCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: BindingComparable {
    func sameBinding(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>,
            let mine = getter() as? any Equatable
        else { return false }
        return Self.equal(mine, other.getter())
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}
