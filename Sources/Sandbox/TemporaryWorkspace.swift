import SystemCalls

/// A private directory (mode 0700) for one run, removed with everything in it afterwards.
public struct TemporaryWorkspace: Sendable, Equatable {
    /// Absolute path of the directory.
    public let path: String

    /// Creates a fresh directory under `parent` (default: `$TMPDIR`, else `/tmp`).
    /// - Throws: ``SandboxError/workspaceCreationFailed(path:reason:)``.
    public static func create(in parent: String? = nil) throws(SandboxError) -> TemporaryWorkspace {
        let base = parent ?? Self.defaultParent()
        var template = Array((base + "/swiftui-tutor-sandbox-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard created != nil else {
            throw .workspaceCreationFailed(path: base, reason: String(cString: strerror(errno)))
        }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return TemporaryWorkspace(path: path)
    }

    /// Runs `body` with a fresh workspace and removes it afterwards, also when `body` throws.
    public static func withWorkspace<Result>(
        in parent: String? = nil,
        _ body: (TemporaryWorkspace) throws -> Result
    ) throws -> Result {
        let workspace = try create(in: parent)
        defer { workspace.remove() }
        return try body(workspace)
    }

    /// Deletes the directory and its contents, links included but never followed.
    @discardableResult
    public func remove() -> Bool {
        FileTree.remove(path)
    }

    private static func defaultParent() -> String {
        if let value = getenv("TMPDIR"), case let text = String(cString: value), !text.isEmpty,
            FileTree.isDirectory(text)
        {
            return text.hasSuffix("/") && text.count > 1 ? String(text.dropLast()) : text
        }
        return "/tmp"
    }
}
