// The part of Combine SwiftUI code uses: publishers, subjects, `sink`, `assign` and a few
// operators. Values are delivered synchronously on the thread that sends them; nothing is
// scheduled, so what a program prints is the same on every run. `import Combine` in learner code
// names these declarations (see the `HeadlessCombine` module).

/// A stream of values that subscribers receive in order.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Delivers every value this publisher sends from now on to `receive`, until the result is
    /// cancelled or released.
    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
    /// The same, and calls `completion` once when the publisher finishes or fails.
    func subscribe(
        _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable
}

extension Publisher {
    /// Publishers that never end need only deliver values; those that hold a fixed set of values
    /// (`Just`, `Empty`) finish once they have sent them.
    public func subscribe(
        _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        let subscription = subscribe(receive)
        if self is any FinishingPublisher { completion(.finished) }
        return subscription
    }
}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// Cancels a subscription when cancelled or released.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public init<C: Cancellable>(_ canceller: C) { cancelAction = { canceller.cancel() } }
    deinit { cancelAction?() }
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The subscribers of one publisher, called in the order they subscribed.
final class SubscriberList<Value>: @unchecked Sendable {
    private var receivers: [(id: Int, receive: (Value) -> Void)] = []
    private var nextID = 0
    private let lock = NSLock()

    func add(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        lock.lock()
        let id = nextID
        nextID += 1
        receivers.append((id, receive))
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        receivers.removeAll { $0.id == id }
        lock.unlock()
    }

    func send(_ value: Value) {
        lock.lock()
        let current = receivers
        lock.unlock()
        for receiver in current { receiver.receive(value) }
    }
}

/// A publisher that can be sent values from outside.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Names of subscriber types, as in Combine.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Sends each value to its subscribers as it is sent; has no current value.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output>()
    private let ending = SubjectEnding<Failure>()

    public init() {}

    public func send(_ value: Output) {
        guard !ending.isFinished else { return }
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { ending.finish(completion) }

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receive) }

    public func subscribe(
        _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        ending.subscribe(values: subscribers.add(receive), completion: completion)
    }
}

/// How a subject ended, and who is told when it does.
final class SubjectEnding<Failure: Error>: @unchecked Sendable {
    private let completions = SubscriberList<Subscribers.Completion<Failure>>()
    private let lock = NSLock()
    private var completion: Subscribers.Completion<Failure>?

    var isFinished: Bool { lock.withLock { completion != nil } }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let first = lock.withLock {
            guard self.completion == nil else { return false }
            self.completion = completion
            return true
        }
        if first { completions.send(completion) }
    }

    /// Joins a subscription to its values with `completion`; a subject that has ended tells it at once.
    func subscribe(
        values: AnyCancellable, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        if let ended = lock.withLock({ self.completion }) {
            completion(ended)
            return values
        }
        let ending = completions.add(completion)
        return AnyCancellable {
            values.cancel()
            ending.cancel()
        }
    }
}

/// Holds a value; subscribers get it at once, then every change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output>()
    private let ending = SubjectEnding<Failure>()
    private var current: Output

    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        guard !ending.isFinished else { return }
        current = value
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { ending.finish(completion) }

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(current)
        return subscribers.add(receive)
    }

    public func subscribe(
        _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        if !ending.isFinished { receive(current) }
        return ending.subscribe(values: subscribers.add(receive), completion: completion)
    }
}

/// Sends one value to each subscriber, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(output)
        return AnyCancellable {}
    }
}

/// Sends nothing.
public struct Empty<Output, Failure: Error>: Publisher {
    public init(completeImmediately: Bool = true) {}
    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}

/// A publisher with its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    typealias Completion = (Subscribers.Completion<Failure>) -> Void
    private let subscription: (@escaping (Output) -> Void, @escaping Completion) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher {
            self = erased
        } else {
            subscription = { publisher.subscribe($0, completion: $1) }
        }
    }

    /// A publisher whose subscriptions `subscription` makes from a value and a completion handler.
    init(_ subscription: @escaping (@escaping (Output) -> Void, @escaping Completion) -> AnyCancellable) {
        self.subscription = subscription
    }

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscription(receive, { _ in }) }

    public func subscribe(
        _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscription(receive, completion)
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never {
        subscribe(receiveValue)
    }

    /// Calls `receiveValue` with every value, then `receiveCompletion` once the publisher finishes
    /// or fails.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveValue, completion: receiveCompletion)
    }

    /// Writes every value to `object[keyPath:]`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        subscribe { object[keyPath: keyPath] = $0 }
    }

    /// Writes every value to a `@Published` property (`assign(to: &$value)`); lives as long as it.
    public func assign(to published: inout PublishedValues<Output>) where Failure == Never {
        let box = published.box
        box.retained.append(
            subscribe { value in
                box.subscribers.send(value)
                box.slot.value = value
            })
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { receive, complete in subscribe({ receive(transform($0)) }, completion: complete) }
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { receive, complete in
            subscribe({ if let value = transform($0) { receive(value) } }, completion: complete)
        }
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in subscribe({ if isIncluded($0) { receive($0) } }, completion: complete) }
    }

    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in
            var skipped = 0
            return subscribe(
                { value in
                    if skipped < count {
                        skipped += 1
                    } else {
                        receive(value)
                    }
                }, completion: complete)
        }
    }

    /// Headless, every scheduler delivers at once on the sending thread.
    public func receive<S>(on scheduler: S, options: Any? = nil) -> Self { self }

    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? {
        map { $0 ?? output }
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in
            var last: Output?
            return subscribe(
                { value in
                    if last != value { receive(value) }
                    last = value
                }, completion: complete)
        }
    }
}

/// Publishers that finish as soon as they have sent what they hold.
protocol FinishingPublisher {}
extension Just: FinishingPublisher {}
extension Empty: FinishingPublisher {}

extension Publishers {
    /// The type `NotificationCenter.publisher(for:)` returns.
    public struct NotificationPublisher: Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never
        let center: NotificationCenter
        let name: Notification.Name
        let object: AnyObject?

        public func subscribe(_ receive: @escaping (Notification) -> Void) -> AnyCancellable {
            nonisolated(unsafe) let receive = receive
            let token = center.addObserver(forName: name, object: object, queue: nil) { receive($0) }
            let center = self.center
            return AnyCancellable { center.removeObserver(token) }
        }
    }
}

extension NotificationCenter {
    /// Posts of `name` (from `object`, if given) as a publisher.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publishers.NotificationPublisher {
        Publishers.NotificationPublisher(center: self, name: name, object: object)
    }
}
