/// Folds a burst of change notifications into one. An editor's save is often several events
/// (create, write, rename, close); the burst is over once nothing has happened for `quiet`.
/// A stream that never pauses still fires, `maximumDelay` after its first event.
public struct Debouncer: Equatable, Sendable {
    public typealias Instant = ContinuousClock.Instant

    public var quiet: Duration
    public var maximumDelay: Duration
    public private(set) var firstEvent: Instant?
    public private(set) var lastEvent: Instant?

    public init(quiet: Duration = .milliseconds(150), maximumDelay: Duration = .seconds(1)) {
        self.quiet = quiet
        self.maximumDelay = max(quiet, maximumDelay)
    }

    /// True while events wait to be reported.
    public var isPending: Bool { firstEvent != nil }

    /// Notes an event at `instant`.
    public mutating func record(_ instant: Instant) {
        if firstEvent == nil { firstEvent = instant }
        lastEvent = max(lastEvent ?? instant, instant)
    }

    /// When the pending burst should be reported; nil when nothing is pending.
    public var due: Instant? {
        guard let firstEvent, let lastEvent else { return nil }
        return min(lastEvent + quiet, firstEvent + maximumDelay)
    }

    /// Reports the burst when it is due at `now`, and starts afresh.
    public mutating func fire(at now: Instant) -> Bool {
        guard let due, now >= due else { return false }
        firstEvent = nil
        lastEvent = nil
        return true
    }
}
