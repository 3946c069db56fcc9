import Foundation
import SystemCalls

/// Compiler module caches that concurrent compiles do not share.
///
/// The sandbox hands a compile's writable folders to that run's own user, so two compiles at
/// once must not use one cache folder. Each compile takes the first free slot (an exclusive
/// `flock` on `slot-N.lock`) and keeps it until it finishes; slots stay warm between runs.
struct ModuleCachePool {
    let root: String
    static let slots = 8

    /// A held slot; releasing it lets the next compile use the folder.
    final class Lease {
        let path: String
        private let descriptor: Int32

        init(path: String, descriptor: Int32) {
            self.path = path
            self.descriptor = descriptor
        }

        deinit {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    /// As root, the sandbox hands a slot to each run's own user id; such a slot is still ours as
    /// long as its parent is (the parent was checked by `Toolchain`).
    private func ownedBySandbox(_ path: String) -> Bool {
        var info = stat()
        return getuid() == 0 && lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Takes a free slot, waiting for the first one when all are busy. Nil when the locks
    /// cannot be created at all (the caller then compiles without a shared cache).
    func acquire() -> Lease? {
        var busy: [(slot: Int, descriptor: Int32)] = []
        defer { busy.forEach { close($0.descriptor) } }
        for slot in 0..<Self.slots {
            let descriptor = open(root + "/slot-\(slot).lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { continue }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                if let lease = lease(slot, descriptor) { return lease }
            } else {
                busy.append((slot, descriptor))
            }
        }
        guard let first = busy.first, flock(first.descriptor, LOCK_EX) == 0 else { return nil }
        busy.removeFirst()
        return lease(first.slot, first.descriptor)
    }

    /// The lease of a locked slot whose folder can be trusted; otherwise the lock is dropped.
    private func lease(_ slot: Int, _ descriptor: Int32) -> Lease? {
        let path = root + "/slot-\(slot)"
        guard OwnedFolder.prepare(path) || ownedBySandbox(path) else {
            close(descriptor)
            return nil
        }
        return Lease(path: path, descriptor: descriptor)
    }
}
