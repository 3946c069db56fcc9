/// Finds the `.swiftui-tutor.yml` that applies to a file: the nearest one in the file's folder
/// or any folder above it; and the project the file belongs to: the nearest `Package.swift` or
/// `*.xcodeproj/project.pbxproj` that names platforms, whose deployment targets and default
/// actor isolation apply unless the configuration file sets them. Results are cached per folder.
public final class ConfigurationResolver {
    private let fileSystem: any FileSystemAccess
    private let knownRuleIDs: Set<String>
    private var cache: [String: Configuration] = [:]
    /// By folder as written (before resolving links), to skip resolving every file's path.
    private var cacheByWrittenFolder: [String: Configuration] = [:]
    /// The project found at or above a folder (nil: none).
    private var projectCache: [String: (targets: ProjectTargets, file: String)?] = [:]

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

    /// The configuration for a file at `filePath`: `fixed` when given, else the nearest
    /// configuration file (defaults when none is found), with the project's targets applied.
    public func configuration(forFile filePath: String, fixed: Configuration? = nil) throws(ConfigurationError)
        -> Configuration
    {
        let writtenFolder = Self.parent(of: filePath)
        if let cached = cacheByWrittenFolder[writtenFolder] { return cached }
        var found: Configuration
        if let fixed { found = fixed } else { found = try lookUp(forFile: filePath) }
        if let project = project(atOrAbove: Self.parent(of: fileSystem.canonical(filePath))) {
            found = found.applying(project.targets, from: project.file)
        }
        cacheByWrittenFolder[writtenFolder] = found
        return found
    }

    /// The nearest `Package.swift` or Xcode project at or above `folder` that names a platform
    /// or an isolation, read.
    private func project(atOrAbove folder: String) -> (targets: ProjectTargets, file: String)? {
        if let cached = projectCache[folder] { return cached }
        var found: (targets: ProjectTargets, file: String)?
        let prefix = folder == "/" ? "/" : folder + "/"
        let manifest = prefix + "Package.swift"
        if fileSystem.kind(of: manifest) == .file, let text = text(of: manifest) {
            let targets = ProjectTargets.parse(packageManifest: text)
            if !targets.isEmpty { found = (targets, manifest) }
        }
        if found == nil, let entries = try? fileSystem.entries(of: folder) {
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                let file = prefix + entry + "/project.pbxproj"
                guard fileSystem.kind(of: file) == .file, let text = text(of: file) else { continue }
                let targets = ProjectTargets.parse(xcodeProject: text)
                if !targets.isEmpty {
                    found = (targets, file)
                    break
                }
            }
        }
        if found == nil, folder != "/", !folder.isEmpty {
            found = project(atOrAbove: Self.parent(of: folder))
        }
        projectCache[folder] = found
        return found
    }

    private func text(of path: String) -> String? {
        guard let bytes = try? fileSystem.contents(of: path) else { return nil }
        let decoded = DecodedSource(bytes: bytes)
        return decoded.problem == nil ? decoded.text : nil
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
