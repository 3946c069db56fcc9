import Foundation
import SystemCalls

/// What `stat` says about a file, enough to tell that it was saved again: a save changes the
/// modification time or the size, and an editor that writes a new file and renames it over
/// the old one changes the inode.
public struct FileSnapshot: Equatable, Sendable {
    public var size: Int64
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int
    public var inode: UInt64
    public var device: UInt64

    public init(size: Int64, modifiedSeconds: Int, modifiedNanoseconds: Int, inode: UInt64, device: UInt64) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
        self.device = device
    }
}

/// A watched path: a file as last seen, or nothing.
public enum FileState: Equatable, Sendable {
    case missing
    case present(FileSnapshot)

    public var exists: Bool {
        if case .present = self { return true }
        return false
    }

    /// Reads the state of `path` now. A folder or anything `stat` refuses counts as missing.
    public static func current(of path: String) -> FileState {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return .missing }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return .present(
            FileSnapshot(
                size: Int64(info.st_size), modifiedSeconds: Int(modified.tv_sec),
                modifiedNanoseconds: Int(modified.tv_nsec),
                inode: UInt64(info.st_ino), device: UInt64(info.st_dev)))
    }
}
