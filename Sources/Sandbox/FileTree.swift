import SystemCalls

/// File-system walks that never follow symbolic links: a program in the sandbox may have left
/// links pointing anywhere.
enum FileTree {
    /// Removes `path` and everything under it, making directories writable first so that a
    /// program that removed its own permissions cannot keep its files around.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            chmod(path, 0o700)
            for name in entries(of: path) {
                remove(path + "/" + name)
            }
            return rmdir(path) == 0
        }
        return unlink(path) == 0
    }

    /// Changes the owner of `path` and everything under it, without following links.
    static func changeOwner(_ path: String, uid: uid_t, gid: gid_t) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, lchown(path, uid, gid) == 0 else { return false }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in entries(of: path) where !changeOwner(path + "/" + name, uid: uid, gid: gid) {
                return false
            }
        }
        return true
    }

    static func entries(of directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." {
                names.append(name)
            }
        }
        return names
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }

    static func readText(_ path: String, limit: Int = 1 << 16) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: limit)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, limit) }
        guard count >= 0 else { return nil }
        return String(decoding: bytes.prefix(count), as: UTF8.self)
    }

    static func writeText(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { write(fd, $0.baseAddress, bytes.count) } == bytes.count
    }
}
