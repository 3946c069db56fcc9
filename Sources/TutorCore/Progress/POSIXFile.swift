import Foundation
import SystemCalls

/// A failed system call: what was attempted, on which path, and the `errno` it returned.
struct POSIXFailure: Error, Equatable {
    var operation: String
    var path: String
    var code: Int32

    /// The system's own wording, e.g. "Permission denied".
    var reason: String { String(cString: strerror(code)) }

    var isPermissionProblem: Bool { code == EACCES || code == EPERM || code == EROFS }

    static func last(_ operation: String, _ path: String) -> POSIXFailure {
        POSIXFailure(operation: operation, path: path, code: errno)
    }
}

/// The few file operations the progress store needs, with the durability steps spelled out.
enum POSIXFile {
    /// The whole file, or `nil` when nothing exists at `path`.
    static func read(_ path: String) throws(POSIXFailure) -> Data? {
        let descriptor = SystemCall.retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .last("open", path)
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                SystemCall.retryingOnInterrupt { systemRead(descriptor, raw.baseAddress, raw.count) }
            }
            if count < 0 { throw .last("read", path) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Replaces `path` with `data` so that a reader, or a crash at any instant, sees either the
    /// old file or the new one, never a mixture: write a temporary file beside it, flush it to
    /// disk, rename it over `path`, then flush the folder so the rename itself is durable.
    static func replaceAtomically(
        _ path: String, with data: Data, temporaryPrefix: String, mode: mode_t
    ) throws(POSIXFailure) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = directory + "/" + temporaryPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = SystemCall.retryingOnInterrupt {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        }
        if descriptor < 0 { throw .last("create", temporary) }
        var descriptorOpen = true
        do throws(POSIXFailure) {
            if fchmod(descriptor, mode) != 0 { throw .last("chmod", temporary) }
            try writeAll(descriptor, data, path: temporary)
            if fsync(descriptor) != 0 { throw .last("fsync", temporary) }
            descriptorOpen = false
            if close(descriptor) != 0 { throw .last("close", temporary) }
            if rename(temporary, path) != 0 { throw .last("rename", path) }
        } catch {
            if descriptorOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
        try syncDirectory(directory)
    }

    /// Renames `from` to `to` and makes the rename durable.
    static func move(_ from: String, to: String) throws(POSIXFailure) {
        if rename(from, to) != 0 { throw .last("rename", from) }
        try syncDirectory((to as NSString).deletingLastPathComponent)
    }

    static func syncDirectory(_ directory: String) throws(POSIXFailure) {
        let descriptor = SystemCall.retryingOnInterrupt { open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if descriptor < 0 { throw .last("open", directory) }
        defer { close(descriptor) }
        if fsync(descriptor) != 0, errno != EINVAL { throw .last("fsync", directory) }
    }

    /// The absolute, fully resolved file a symbolic link at `path` leads to; `nil` when `path` is
    /// not a link or the link leads nowhere.
    static func symbolicLinkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Permission bits of an existing file.
    static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Whether this process may write to `path` (permission bits, read-only mounts, immutable flag).
    static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    static func createDirectories(_ path: String) throws(POSIXFailure) {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return }
            throw POSIXFailure(operation: "mkdir", path: path, code: ENOTDIR)
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try createDirectories(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw .last("mkdir", path) }
    }

    /// Names in `directory` starting with `prefix`.
    static func entries(in directory: String, withPrefix prefix: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasPrefix(prefix) }
    }

    static func remove(_ path: String) {
        unlink(path)
    }

    private static func writeAll(_ descriptor: Int32, _ data: Data, path: String) throws(POSIXFailure) {
        let failure: POSIXFailure? = data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = SystemCall.retryingOnInterrupt {
                    systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                }
                if written < 0 { return .last("write", path) }
                offset += written
            }
            return nil
        }
        if let failure { throw failure }
    }
}

// `read` and `write` are shadowed by members in some scopes; these name the C functions plainly.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
