import Foundation

#if canImport(Glibc)
import Glibc
#endif

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

    /// Takes a free slot, waiting for the first one when all are busy. Nil when the locks
    /// cannot be created at all (the caller then compiles without a shared cache).
    func acquire() -> Lease? {
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        var descriptors: [Int32] = []
        defer { descriptors.forEach { close($0) } }
        for slot in 0..<Self.slots {
            let descriptor = open(root + "/slot-\(slot).lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { continue }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                return Lease(path: root + "/slot-\(slot)", descriptor: descriptor)
            }
            descriptors.append(descriptor)
        }
        guard let first = descriptors.first, flock(first, LOCK_EX) == 0 else { return nil }
        descriptors.removeFirst()
        return Lease(path: root + "/slot-0", descriptor: first)
    }
}
