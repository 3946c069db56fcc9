import SystemCalls

/// An exclusive `flock` on a lock file, shared by every process that uses the same progress
/// file. The kernel drops the lock when the holder exits, even when it is killed, so a crashed
/// shell never leaves the others waiting. The lock file itself is never deleted: removing it
/// would let two processes lock two different files of the same name.
struct ExclusiveFileLock: ~Copyable {
    private let descriptor: Int32

    /// Blocks until the lock is held. Creates the lock file when it is missing; an existing lock
    /// file that this user may only read (another user's, say) still serves, as `flock` needs no
    /// write access.
    init(path: String) throws(POSIXFailure) {
        var descriptor = SystemCall.retryingOnInterrupt { open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644) }
        if descriptor < 0, errno == EACCES || errno == EROFS {
            let failure = POSIXFailure.last("open", path)
            descriptor = SystemCall.retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
            if descriptor < 0 { throw failure }
        }
        if descriptor < 0 { throw .last("open", path) }
        if SystemCall.retryingOnInterrupt({ flock(descriptor, LOCK_EX) }) != 0 {
            let failure = POSIXFailure.last("lock", path)
            close(descriptor)
            throw failure
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
