// The C library, for every module that makes system calls: one place that knows which one the
// platform has.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

/// System calls made the one way the project makes them.
public enum SystemCall {
    /// Calls `body` until it does not fail with `EINTR` (a signal arrived while it waited), as a
    /// person would retry; any other result, failures included, is returned with `errno` as the
    /// call left it.
    @discardableResult
    public static func retryingOnInterrupt<Result: SignedInteger>(_ body: () -> Result) -> Result {
        while true {
            let result = body()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// Whether the last failed call only means "try again later" (interrupted, or non-blocking
    /// and not ready).
    public static var lastErrorIsTransient: Bool { errno == EINTR || errno == EAGAIN }
}
