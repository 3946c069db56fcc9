/// `Timer.publish(every:on:in:)`, as SwiftUI code uses it with `.autoconnect()` and `onReceive`.
/// Timers do not tick headless: the publisher type-checks and `onReceive` records it.
extension Timer {
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// Publishes the date every `interval` seconds once connected.
    public final class TimerPublisher: Publisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        init(interval: TimeInterval) { self.interval = interval }

        /// Headless, timers never fire.
        public func subscribe(_ receive: @escaping (Date) -> Void) -> AnyCancellable { AnyCancellable {} }

        /// Starts on the first subscriber.
        public func autoconnect() -> Publishers.Autoconnect<Timer.TimerPublisher> {
            Publishers.Autoconnect(upstream: self)
        }

        /// Starts now; cancel the result to stop.
        public func connect() -> AnyCancellable { AnyCancellable {} }
    }
}

/// Namespace for publisher types, as in Combine.
public enum Publishers {
    /// A publisher that connects to its upstream when subscribed to.
    public final class Autoconnect<Upstream: Publisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        init(upstream: Upstream) { self.upstream = upstream }

        public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            upstream.subscribe(receive)
        }
    }
}

extension RunLoop {
    /// Scheduler options, accepted and ignored.
    public struct SchedulerOptions: Sendable {}
}
