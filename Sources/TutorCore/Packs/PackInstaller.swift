import Foundation

/// What `pack install` did.
public struct PackInstallation: Sendable {
    /// The pack as installed.
    public var pack: Pack
    /// The installed version it replaced, when there was one (nil also when that one no longer loaded).
    public var replaced: Pack?
    /// Whether a pack with this id was installed before.
    public var replacedFolder: Bool

    /// Exercises the learner has a record of, or the replaced version had, that the new version
    /// does not: their progress is kept, but they can no longer be opened.
    public func disappearedExercises(progress: Progress) -> [String] {
        let remaining = Set(pack.exercises.map(\.id))
        let before = Set((replaced?.exercises ?? []).map(\.id)).subtracting(remaining)
        return before.union(progress.exercises(ofPack: pack.id, notIn: remaining)).sorted()
    }
}

/// Installs packs into the data directory's `packs/` folder and removes them. A pack is checked
/// (paths, kinds, sizes, then the loader's validation) in a staging folder beside the installed
/// packs, and only then renamed into place, so an install either happens whole or not at all.
public struct PackInstaller: Sendable {
    /// `$DATA/packs`.
    public var packsFolder: URL
    public var limits = PackInstallLimits()
    public var loader = CurriculumLoader()
    public var runner: any ProgramRunning = SystemProgramRunner()
    /// Packs loaded from elsewhere (the built-in course, `--pack`): an installed pack may not take
    /// their ids.
    public var otherPacks: [Pack] = []

    public init(packsFolder: URL) {
        self.packsFolder = packsFolder
    }

    /// Installs the pack in `source`, a folder or a `.tar.gz`/`.tgz`/`.zip` archive of one,
    /// replacing an installed pack with the same id.
    public func install(from source: URL) throws(PackInstallError) -> PackInstallation {
        let fileManager = FileManager.default
        let name = DisplayPath.of(source)
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: source.path, isDirectory: &isFolder) else {
            throw .notFound(path: name)
        }
        let archive = PackArchive(file: source)
        if !isFolder.boolValue, archive == nil { throw .unsupportedArchive(path: name) }
        if isFolder.boolValue {
            // A folder is checked where it is, before anything is copied.
            try check(try Self.entries(inFolder: source, limit: limits.entryCount), source: name)
            try validate(source, as: name)
        } else if let archive {
            let size = (try? fileManager.attributesOfItem(atPath: source.path)[.size] as? Int) ?? 0
            guard size <= limits.archiveBytes else {
                throw .archiveTooLarge(path: name, bytes: size, limit: limits.archiveBytes)
            }
            try check(try archive.entries(using: runner), source: name)
        }

        let staging = packsFolder.appendingPathComponent(".staging-\(UUID().uuidString)")
        try Self.perform("create", staging) {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        }
        defer { try? fileManager.removeItem(at: staging) }
        let unpacked = staging.appendingPathComponent("pack")
        if isFolder.boolValue {
            try copy(folder: source, to: unpacked)
        } else if let archive {
            try Self.perform("create", unpacked) {
                try fileManager.createDirectory(at: unpacked, withIntermediateDirectories: false)
            }
            try archive.extract(into: unpacked, using: runner)
        }
        let root = try Self.packRoot(in: unpacked, source: name)
        // What was written is checked again: a listing is only as honest as the tool that made it.
        try check(try Self.entries(inFolder: root, limit: limits.entryCount), source: name)
        let pack = try validate(root, as: name)
        if let other = otherPacks.first(where: { $0.id == pack.id }) {
            throw .reservedID(id: pack.id, folder: DisplayPath.of(other.root))
        }

        let target = packsFolder.appendingPathComponent(pack.id)
        let hadFolder = fileManager.fileExists(atPath: target.path)
        let replaced = hadFolder ? loader.load(packRoots: [target]).curriculum.packs.first : nil
        try Self.move(root, into: target, asideIn: staging)
        var installed = pack
        if let reloaded = loader.load(sources: [PackSource(root: target, origin: .installed)]).curriculum.packs.first {
            installed = reloaded
        }
        return PackInstallation(pack: installed, replaced: replaced, replacedFolder: hadFolder)
    }

    /// Removes the installed pack `id`; progress is not touched. Returns the folder it was in.
    @discardableResult
    public func remove(id: String) throws(PackInstallError) -> URL {
        let target = packsFolder.appendingPathComponent(id)
        guard ContentID.isValid(id), FileManager.default.fileExists(atPath: target.path) else {
            throw .notInstalled(
                id: id, installed: PackDiscovery.installedPacks(in: packsFolder).map(\.lastPathComponent),
                loadedFrom: otherPacks.first { $0.id == id }.map { DisplayPath.of($0.root) })
        }
        // Renamed out of sight first, so a removal cut short leaves no half pack behind.
        let aside = packsFolder.appendingPathComponent(".removing-\(UUID().uuidString)")
        try Self.perform("move", target) { try FileManager.default.moveItem(at: target, to: aside) }
        try? FileManager.default.removeItem(at: aside)
        return target
    }

    // MARK: - Steps

    private func check(_ entries: [PackEntry], source: String) throws(PackInstallError) {
        if let problem = PackEntryRules.problems(in: entries, limits: limits, source: source).first { throw problem }
    }

    @discardableResult
    private func validate(_ root: URL, as name: String) throws(PackInstallError) -> Pack {
        let result = loader.load(sources: [PackSource(root: root, origin: .installed)])
        guard let pack = result.curriculum.packs.first, result.problems.isEmpty else {
            let base = root.standardizedFileURL.path + "/"
            let problems = result.problems.map { problem in
                var problem = problem
                let full = URL(fileURLWithPath: problem.file).standardizedFileURL.path
                if full.hasPrefix(base) { problem.file = String(full.dropFirst(base.count)) }
                return problem
            }
            throw .invalid(source: name, problems: problems)
        }
        return pack
    }

    /// Copies a folder's plain files and folders (already checked) into `destination`.
    private func copy(folder source: URL, to destination: URL) throws(PackInstallError) {
        let entries = try Self.entries(inFolder: source, limit: limits.entryCount)
        try Self.perform("create", destination) {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        }
        for entry in entries {
            let from = source.appendingPathComponent(entry.path)
            let to = destination.appendingPathComponent(entry.path)
            try Self.perform("copy", from) {
                if entry.kind == .directory {
                    try FileManager.default.createDirectory(at: to, withIntermediateDirectories: true)
                } else {
                    try Data(contentsOf: from).write(to: to)
                }
            }
        }
    }

    /// The folder holding `pack.yml`: the unpacked folder itself, or its only subfolder.
    static func packRoot(in folder: URL, source: String) throws(PackInstallError) -> URL {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: folder.appendingPathComponent("pack.yml").path) { return folder }
        let names = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "__MACOSX" }
        if names.count == 1 {
            let inner = folder.appendingPathComponent(names[0])
            if fileManager.fileExists(atPath: inner.appendingPathComponent("pack.yml").path) { return inner }
        }
        throw .noPackInside(source: source)
    }

    /// Renames `root` to `target`, replacing what is there: the old folder is renamed aside first
    /// and put back if the second rename fails. Both renames stay within `packs/`, one file system.
    static func move(_ root: URL, into target: URL, asideIn staging: URL) throws(PackInstallError) {
        let fileManager = FileManager.default
        let aside = staging.appendingPathComponent("replaced")
        let hadTarget = fileManager.fileExists(atPath: target.path)
        if hadTarget {
            try perform("move", target) { try fileManager.moveItem(at: target, to: aside) }
        }
        do {
            try fileManager.moveItem(at: root, to: target)
        } catch {
            if hadTarget { try? fileManager.moveItem(at: aside, to: target) }
            throw .fileSystem(action: "move the pack to", path: target.path, message: error.localizedDescription)
        }
    }

    /// Every entry under `folder`, links not followed, paths relative to it; stops one past `limit`.
    static func entries(inFolder folder: URL, limit: Int) throws(PackInstallError) -> [PackEntry] {
        var entries: [PackEntry] = []
        var pending = [""]
        while let relative = pending.popLast(), entries.count <= limit {
            let directory = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            } catch {
                throw .fileSystem(action: "read", path: directory.path, message: error.localizedDescription)
            }
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                let attributes = try? FileManager.default.attributesOfItem(
                    atPath: folder.appendingPathComponent(path).path)
                let size = (attributes?[.size] as? Int) ?? 0
                switch attributes?[.type] as? FileAttributeType {
                case .typeRegular?: entries.append(PackEntry(path: path, kind: .file, size: size))
                case .typeDirectory?:
                    entries.append(PackEntry(path: path, kind: .directory, size: 0))
                    pending.append(path)
                case .typeSymbolicLink?: entries.append(PackEntry(path: path, kind: .symbolicLink, size: 0))
                case let other:
                    let what = other.map { "\($0.rawValue)" } ?? "unreadable"
                    entries.append(PackEntry(path: path, kind: .special(what), size: 0))
                }
            }
        }
        return entries
    }

    private static func perform(_ action: String, _ path: URL, _ work: () throws -> Void) throws(PackInstallError) {
        do {
            try work()
        } catch {
            throw .fileSystem(action: action, path: path.path, message: error.localizedDescription)
        }
    }
}
