import Foundation
import SystemCalls

/// A folder in a shared place (`/tmp`, `/var/tmp`) that the tutor may trust: created by this
/// user, a real folder rather than a link, and writable by nobody else. Another user could
/// otherwise plant a compiler plugin or poison a module cache there.
public enum OwnedFolder {
    /// Creates `path` (mode 0755, so sandboxed runs can read it) if needed and checks it.
    /// Returns false when it exists but cannot be trusted, or cannot be made.
    public static func prepare(_ path: String) -> Bool {
        if mkdir(path, 0o755) != 0, errno != EEXIST { return false }
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        let isFolder = info.st_mode & S_IFMT == S_IFDIR
        let writableByOthers = info.st_mode & (S_IWGRP | S_IWOTH) != 0
        return isFolder && info.st_uid == getuid() && !writableByOthers
    }
}
