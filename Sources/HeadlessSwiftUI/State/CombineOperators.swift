// The Combine operators networking code chains (`decode`, `replaceError`, `catch`, `retry`,
// `flatMap`, `collect`, `Publishers.Zip`), the publishers `Fail`, `Future` and `Sequence.publisher`,
// and `URLSession.dataTaskPublisher`. As in the rest of the subset, values and completions are
// delivered synchronously, in order, on the sending thread.

/// Ends at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
    public func subscribe(
        _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        completion(.failure(error))
        return AnyCancellable {}
    }
}

/// Runs its work once, when made, and sends its one result to every subscriber.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [(receive: (Output) -> Void, complete: (Subscribers.Completion<Failure>) -> Void)] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let subscribers: [(receive: (Output) -> Void, complete: (Subscribers.Completion<Failure>) -> Void)] =
            lock.withLock {
                guard self.result == nil else { return [] }
                self.result = result
                defer { waiting = [] }
                return waiting
            }
        for subscriber in subscribers { Self.deliver(result, to: subscriber.receive, subscriber.complete) }
    }

    private static func deliver(
        _ result: Result<Output, Failure>, to receive: (Output) -> Void,
        _ complete: (Subscribers.Completion<Failure>) -> Void
    ) {
        switch result {
        case .success(let value):
            receive(value)
            complete(.finished)
        case .failure(let error): complete(.failure(error))
        }
    }

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receive, completion: { _ in })
    }

    public func subscribe(
        _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        let known: Result<Output, Failure>? = lock.withLock {
            if result == nil { waiting.append((receive, completion)) }
            return result
        }
        if let known { Self.deliver(known, to: receive, completion) }
        return AnyCancellable {}
    }
}

extension Publishers {
    /// The values of a sequence, one after another, then the end.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
        public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            subscribe(receive, completion: { _ in })
        }
        public func subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            for element in sequence { receive(element) }
            completion(.finished)
            return AnyCancellable {}
        }
    }

    /// Pairs the n-th value of one publisher with the n-th value of another.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            subscribe(receive, completion: { _ in })
        }
        public func subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let state = ZipState<A.Output, B.Output, Failure>(receive: receive, complete: completion)
            let first = a.subscribe({ state.add(first: $0) }, completion: { state.end(first: true, $0) })
            let second = b.subscribe({ state.add(second: $0) }, completion: { state.end(first: false, $0) })
            return AnyCancellable {
                first.cancel()
                second.cancel()
            }
        }
    }
}

/// The values `Publishers.Zip` has received and not yet paired.
private final class ZipState<First, Second, Failure: Error> {
    private var firsts: [First] = []
    private var seconds: [Second] = []
    private var finished: (first: Bool, second: Bool) = (false, false)
    private var ended = false
    private let receive: ((First, Second)) -> Void
    private let complete: (Subscribers.Completion<Failure>) -> Void

    init(receive: @escaping ((First, Second)) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.receive = receive
        self.complete = complete
    }

    func add(first value: First) {
        firsts.append(value)
        pair()
    }

    func add(second value: Second) {
        seconds.append(value)
        pair()
    }

    func end(first: Bool, _ completion: Subscribers.Completion<Failure>) {
        if case .failure = completion { return finish(completion) }
        if first { finished.first = true } else { finished.second = true }
        pair()
    }

    private func pair() {
        while !ended, !firsts.isEmpty, !seconds.isEmpty {
            receive((firsts.removeFirst(), seconds.removeFirst()))
        }
        if (finished.first && firsts.isEmpty) || (finished.second && seconds.isEmpty) { finish(.finished) }
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
        guard !ended else { return }
        ended = true
        complete(completion)
    }
}

extension Sequence {
    /// The sequence's values as a publisher that then finishes.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Decodes a value from data, as `JSONDecoder` does; for `decode(type:decoder:)`.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// Encodes a value into data, as `JSONEncoder` does; for `encode(encoder:)`.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Transforms each value; a thrown error ends the stream with that error.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        AnyPublisher { receive, complete in
            let ending = EndOnce(complete)
            return subscribe(
                { value in
                    guard !ending.hasEnded else { return }
                    do { receive(try transform(value)) } catch { ending.end(.failure(error)) }
                }, completion: { ending.end($0.eraseError()) })
        }
    }

    /// Decodes each value with `decoder`; a decoding error ends the stream with that error.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> AnyPublisher<Item, any Error> where Output == Coder.Input
    {
        tryMap { try decoder.decode(Item.self, from: $0) }
    }

    /// Encodes each value with `encoder`; an encoding error ends the stream with that error.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> AnyPublisher<Coder.Output, any Error>
    where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }

    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        AnyPublisher { receive, complete in
            subscribe(
                receive,
                completion: { completion in
                    switch completion {
                    case .finished: complete(.finished)
                    case .failure(let error): complete(.failure(transform(error)))
                    }
                })
        }
    }

    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never {
        AnyPublisher { receive, complete in subscribe(receive, completion: { _ in complete(.finished) }) }
    }

    /// Replaces a failure with `output`, then finishes.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher { receive, complete in
            subscribe(
                receive,
                completion: { completion in
                    if case .failure = completion { receive(output) }
                    complete(.finished)
                })
        }
    }

    /// On failure, goes on with the publisher `handler` makes from the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure>
    where P.Output == Output {
        AnyPublisher { receive, complete in
            let replacement = SubscriptionSlot()
            let upstream = subscribe(
                receive,
                completion: { completion in
                    switch completion {
                    case .finished: complete(.finished)
                    case .failure(let error): replacement.hold(handler(error).subscribe(receive, completion: complete))
                    }
                })
            return AnyCancellable {
                upstream.cancel()
                replacement.cancel()
            }
        }
    }

    /// Subscribes again, up to `retries` more times, when the publisher fails.
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in
            let current = SubscriptionSlot()
            func attempt(_ left: Int) {
                current.hold(
                    subscribe(
                        receive,
                        completion: { completion in
                            if case .failure = completion, left > 0 { return attempt(left - 1) }
                            complete(completion)
                        }))
            }
            attempt(retries)
            return AnyCancellable { current.cancel() }
        }
    }

    /// Subscribes to the publisher `transform` makes from each value and sends all their values;
    /// finishes when this publisher and every one of them have finished.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
        AnyPublisher { receive, complete in
            let ending = EndOnce(complete)
            let inner = SubscriptionSlot()
            var running = 1
            let finishOne = {
                running -= 1
                if running == 0 { ending.end(.finished) }
            }
            let outer = subscribe(
                { value in
                    guard !ending.hasEnded else { return }
                    running += 1
                    inner.add(
                        transform(value).subscribe(
                            receive,
                            completion: { completion in
                                if case .failure = completion { ending.end(completion) } else { finishOne() }
                            }))
                },
                completion: { completion in
                    if case .failure = completion { ending.end(completion) } else { finishOne() }
                })
            return AnyCancellable {
                outer.cancel()
                inner.cancel()
            }
        }
    }

    /// Sends every value as one array once the publisher finishes.
    public func collect() -> AnyPublisher<[Output], Failure> {
        AnyPublisher { receive, complete in
            var values: [Output] = []
            return subscribe(
                { values.append($0) },
                completion: { completion in
                    if case .finished = completion { receive(values) }
                    complete(completion)
                })
        }
    }

    /// Runs the closures as values and completions pass, then passes them on.
    public func handleEvents(
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in
            subscribe(
                { value in
                    receiveOutput?(value)
                    receive(value)
                },
                completion: { completion in
                    receiveCompletion?(completion)
                    complete(completion)
                })
        }
    }
}

extension Subscribers {
    /// How many values a subscriber asks for; this subset always delivers every value.
    public struct Demand: Hashable, Sendable {
        let max: Int?
        public static let unlimited = Demand(max: nil)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
    }
}

extension Subscribers.Completion {
    func eraseError() -> Subscribers.Completion<any Error> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(error)
        }
    }
}

/// Passes on only the first completion.
private final class EndOnce<Failure: Error> {
    private let complete: (Subscribers.Completion<Failure>) -> Void
    private(set) var hasEnded = false
    init(_ complete: @escaping (Subscribers.Completion<Failure>) -> Void) { self.complete = complete }
    func end(_ completion: Subscribers.Completion<Failure>) {
        guard !hasEnded else { return }
        hasEnded = true
        complete(completion)
    }
}

/// Subscriptions an operator made after it was subscribed to, cancelled with it.
private final class SubscriptionSlot {
    private var subscriptions: [AnyCancellable] = []
    func hold(_ subscription: AnyCancellable) { subscriptions = [subscription] }
    func add(_ subscription: AnyCancellable) { subscriptions.append(subscription) }
    func cancel() {
        let held = subscriptions
        subscriptions = []
        for subscription in held { subscription.cancel() }
    }
}

extension URLSession {
    /// The type `dataTaskPublisher(for:)` returns.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession

        public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            subscribe(receive, completion: { _ in })
        }

        /// Headless programs have no network: the request fails at once with `.notConnectedToInternet`,
        /// whose description names the URL, so code that handles the failure runs the same on every run.
        public func subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<URLError>) -> Void
        ) -> AnyCancellable {
            let url = request.url?.absoluteString ?? "(no URL)"
            completion(
                .failure(
                    URLError(
                        .notConnectedToInternet,
                        userInfo: [
                            NSLocalizedDescriptionKey:
                                "No network in a headless program: the request to \(url) was not sent."
                        ])))
            return AnyCancellable {}
        }
    }

    /// A publisher of the response to `url`; headless it fails at once (no network).
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the response to `request`; headless it fails at once (no network).
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}
