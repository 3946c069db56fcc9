import Foundation
import SystemCalls

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
    /// Sum of the thread counts of the processes whose `/proc` entry belongs to `uid`; `nil`
    /// without `/proc`. The owner check is a cheap `stat`, so only the user's own processes are read.
    static func current(uid: uid_t) -> Int? {
        guard FileTree.isDirectory("/proc/self") else { return nil }
        var total = 0
        for name in FileTree.entries(of: "/proc") where name.first?.isNumber == true {
            var info = stat()
            guard stat("/proc/" + name, &info) == 0, info.st_uid == uid,
                let line = FileTree.readText("/proc/\(name)/stat", limit: 1024)
            else { continue }
            // Field 20 (num_threads), counted after the ")" that closes the command name.
            let afterName = line.lastIndex(of: ")").map { line[line.index(after: $0)...] } ?? ""
            let fields = afterName.split(separator: " ")
            total += fields.count > 17 ? Int(fields[17]) ?? 1 : 1
        }
        return total
    }
}
