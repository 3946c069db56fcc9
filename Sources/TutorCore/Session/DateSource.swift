import Foundation

/// Where the session gets the time from: the system clock, or a fixed one in tests, so review
/// schedules and backup names are deterministic there.
public protocol DateSource: Sendable {
    func now() -> Date
}

/// The system clock.
public struct SystemDateSource: DateSource {
    public init() {}
    public func now() -> Date { Date() }
}
