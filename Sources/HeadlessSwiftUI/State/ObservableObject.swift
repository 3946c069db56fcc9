/// Legacy observable model (before `@Observable`). Its `@Published` properties and
/// `objectWillChange.send()` invalidate the views that read the object.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: ObjectChangePublishing = ObservableObjectPublisher
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

/// What an `objectWillChange` publisher must do for views to follow the object.
public protocol ObjectChangePublishing {
    func registerRead()
}

/// The default `objectWillChange` publisher: `send()` invalidates every body that read the object.
public final class ObservableObjectPublisher: Observable, ObjectChangePublishing, Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let registrar = ObservationRegistrar()
    private var version = 0
    private let subscribers = SubscriberList<Void>()

    public init() {}

    public func send() {
        registrar.withMutation(of: self, keyPath: \.versionKey) { version += 1 }
        subscribers.send(())
    }

    public func registerRead() {
        registrar.access(self, keyPath: \.versionKey)
    }

    var versionKey: Int { version }

    public func subscribe(_ receive: @escaping (Void) -> Void) -> AnyCancellable {
        subscribers.add(receive)
    }
}

/// Per-object publishers for classes that use the default `objectWillChange`.
private final class PublisherTable: @unchecked Sendable {
    static let shared = PublisherTable()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)] = [:]

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object.value === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        entries[key] = (WeakObject(object), publisher)
        return publisher
    }
}

private final class WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { PublisherTable.shared.publisher(for: self) }
}

/// A property of an `ObservableObject` that announces its changes.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }
    public init(initialValue: Value) { box = PublishedBox(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.slot.value }
        set {
            if let observable = object as? any ObservableObject {
                Self.announce(observable)
            }
            let box = object[keyPath: storageKeyPath].box
            box.subscribers.send(newValue)
            box.slot.value = newValue
        }
    }

    private static func announce<Object: ObservableObject>(_ object: Object) {
        if let publisher = object.objectWillChange as? ObservableObjectPublisher { publisher.send() }
    }

    /// `$property` on a published property: a publisher of its values.
    public var projectedValue: PublishedValues<Value> {
        get { PublishedValues(box: box) }
        set {}
    }
}

final class PublishedBox<Value>: @unchecked Sendable {
    let slot: ValueSlot<Value>
    let subscribers = SubscriberList<Value>()
    /// Subscriptions made by `assign(to: &$property)`, which live as long as the property.
    var retained: [AnyCancellable] = []
    init(_ value: Value) { slot = ValueSlot(value) }
}

extension Published {
    /// The publisher `$property` gives, as Combine names it.
    public typealias Publisher = PublishedValues<Value>
}

/// The values of a `@Published` property over time: the current value on subscription, then each
/// new value as it is set (before the property changes, as in Combine).
public struct PublishedValues<Value>: HeadlessSwiftUI.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let box: PublishedBox<Value>

    public func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        receive(box.slot.value)
        return box.subscribers.add(receive)
    }
}

/// Creates and owns an `ObservableObject` for the lifetime of the view's position.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    public var wrappedValue: ObjectType {
        let object = box.object
        object.objectWillChange.registerRead()
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }
}

final class StateObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    var stored: ObjectType?
    let make: () -> ObjectType
    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let stored { return stored }
        let created = make()
        stored = created
        return created
    }
}

final class ObjectHolder<ObjectType: AnyObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

extension StateObject: GraphStoredProperty {
    func link(to node: ViewNode, key: String, environment: EnvironmentValues) -> Bool {
        let holder = node.slot("stateObject." + key) { ObjectHolder(box.object) }
        box.stored = holder.object
        return false
    }
}

/// An `ObservableObject` passed in from outside; views reading it update when it changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    let object: ObjectType

    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }

    public var wrappedValue: ObjectType {
        object.objectWillChange.registerRead()
        return object
    }

    public var projectedValue: Wrapper { Wrapper(object: object) }

    /// `$model.property` bindings.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An `ObservableObject` placed by an ancestor with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: EnvironmentBox<ObjectType>

    public init() { box = EnvironmentBox() }

    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            let name = String(describing: ObjectType.self)
            HeadlessFailure.stop(
                "No \(name) found for @EnvironmentObject. Place one with .environmentObject(_:) on an ancestor view.")
        }
        object.objectWillChange.registerRead()
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: GraphStoredProperty {
    func link(to node: ViewNode, key: String, environment: EnvironmentValues) -> Bool {
        let object = environment.object(of: ObjectType.self)
        let previous = box.value
        box.value = object
        let storageKey = "environmentObject." + key
        let last = node.values[storageKey] as AnyObject?
        node.values[storageKey] = object
        return last !== (object as AnyObject?) && previous != nil
    }
}
