/// Finds the `.swiftui-tutor.yml` that applies to a file: the nearest one in the file's folder
/// or any folder above it. Results are cached per folder.
public final class ConfigurationResolver {
    private let fileSystem: any FileSystemAccess
    private let knownRuleIDs: Set<String>
    private var cache: [String: Configuration] = [:]
    /// By folder as written (before resolving links), to skip resolving every file's path.
    private var cacheByWrittenFolder: [String: Configuration] = [:]

    public init(fileSystem: any FileSystemAccess = LocalFileSystem(), knownRuleIDs: Set<String> = RuleRegistry.ids) {
        self.fileSystem = fileSystem
        self.knownRuleIDs = knownRuleIDs
    }

    /// Loads one configuration file.
    public func load(path: String) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
        } catch {
            throw ConfigurationError(path: path, line: nil, problem: "cannot read the configuration file: \(error)")
        }
        let decoded = DecodedSource(bytes: bytes)
        guard decoded.problem == nil else {
            throw ConfigurationError(path: path, line: nil, problem: "the configuration file is not UTF-8 text")
        }
        return try Configuration.parse(yaml: decoded.text, path: path, knownRuleIDs: knownRuleIDs)
    }

    /// The configuration for a file at `filePath` (defaults when none is found).
    public func configuration(forFile filePath: String) throws(ConfigurationError) -> Configuration {
        let writtenFolder = Self.parent(of: filePath)
        if let cached = cacheByWrittenFolder[writtenFolder] { return cached }
        let found = try lookUp(forFile: filePath)
        cacheByWrittenFolder[writtenFolder] = found
        return found
    }

    private func lookUp(forFile filePath: String) throws(ConfigurationError) -> Configuration {
        let absolute = fileSystem.canonical(filePath)
        var folder = Self.parent(of: absolute)
        var visited: [String] = []
        var found = Configuration()
        while true {
            if let cached = cache[folder] {
                found = cached
                break
            }
            visited.append(folder)
            let candidate = folder == "/" ? "/" + Configuration.fileName : folder + "/" + Configuration.fileName
            if fileSystem.kind(of: candidate) == .file {
                found = try load(path: candidate)
                break
            }
            guard folder != "/", !folder.isEmpty else { break }
            folder = Self.parent(of: folder)
        }
        for path in visited { cache[path] = found }
        return found
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }
}
