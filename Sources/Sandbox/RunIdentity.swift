#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A user and group id that belongs to one run only, for callers running as root.
///
/// `RLIMIT_NPROC` never binds root, even inside a user namespace, because the kernel exempts
/// the global root user. Running the program as an otherwise unused id makes the limit bind,
/// keeps the program from writing anything root owns, and lets the sandbox kill every process
/// the run left behind by signalling "all processes of this id".
struct RunIdentity: Sendable, Equatable {
    let uid: uid_t
    let gid: gid_t

    private static let base: UInt32 = 2_000_000_000
    private static let slotsPerProcess: UInt32 = 512
    private static let counter = RunCounter()

    /// A fresh id derived from this process's pid and a per-process counter, so parallel runs
    /// (in this process or in other tutor processes) never share one.
    static func next() -> RunIdentity {
        let slot = UInt32(truncatingIfNeeded: counter.next()) % slotsPerProcess
        let process = UInt32(truncatingIfNeeded: getpid()) % 4_194_304
        let id = base &+ process &* slotsPerProcess &+ slot
        return RunIdentity(uid: uid_t(id), gid: gid_t(id))
    }
}

/// A thread-safe increasing counter.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// Counts the tasks (processes and threads) of a user, which is what `RLIMIT_NPROC` counts.
enum UserTaskCount {
    /// Sum of `Threads:` over `/proc/<pid>/status` whose real uid is `uid`; `nil` without `/proc`.
    static func current(uid: uid_t) -> Int? {
        guard FileTree.isDirectory("/proc/self") else { return nil }
        var total = 0
        for name in FileTree.entries(of: "/proc") where name.first?.isNumber == true {
            guard let status = FileTree.readText("/proc/\(name)/status", limit: 4096) else { continue }
            var owner: uid_t?
            var threads = 1
            for line in status.split(separator: "\n") {
                if line.hasPrefix("Uid:") {
                    owner = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { uid_t($0) }
                } else if line.hasPrefix("Threads:") {
                    threads = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) } ?? 1
                }
            }
            if owner == uid {
                total += threads
            }
        }
        return total
    }
}
