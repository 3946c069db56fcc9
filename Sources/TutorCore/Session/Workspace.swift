import Foundation

/// Where a learner's working files live: one folder per exercise under the data directory,
/// `ID/` for the built-in course and `PACK/ID/` for every other pack (two packs may use one id).
public struct Workspace: Sendable {
    public var root: URL
    /// The pack whose exercises sit directly under `root`; nil puts every pack's there.
    public var builtInPackID: String?

    public init(root: URL, builtInPackID: String? = nil) {
        self.root = root
        self.builtInPackID = builtInPackID
    }

    /// The learner's working file for an exercise (named like the starter).
    public func workingFile(for exercise: Exercise) -> URL {
        let folder =
            builtInPackID == nil || exercise.packID == builtInPackID
            ? root : root.appendingPathComponent(exercise.packID)
        return folder.appendingPathComponent(exercise.id).appendingPathComponent(exercise.starterFile.lastPathComponent)
    }

    /// `~` and `$HOME` at the start of a path typed at the prompt, as a shell expands them.
    public func expandingHome(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        Self.expandingHome(path, environment: environment)
    }

    /// `~` and `$HOME` at the start of a path typed at the prompt, as a shell expands them.
    public static func expandingHome(
        _ path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        guard let home = environment["HOME"], !home.isEmpty else { return path }
        for prefix in ["~/", "$HOME/", "${HOME}/"] where path.hasPrefix(prefix) {
            return home + "/" + path.dropFirst(prefix.count)
        }
        return ["~", "$HOME", "${HOME}"].contains(path) ? home : path
    }

    /// How feedback names a learner's file: relative to the workspace when it is there
    /// (`state-01-cart-model/Starter.swift`), relative to the current folder when below it, with `~`
    /// for the home folder, and otherwise as given.
    public func displayName(of path: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        let bases =
            [(root.standardizedFileURL.path + "/", ""), (FileManager.default.currentDirectoryPath + "/", "")]
            + (environment["HOME"].map { [($0 + "/", "~/")] } ?? [])
        for (base, replacement) in bases where full.hasPrefix(base) {
            return replacement + full.dropFirst(base.count)
        }
        return path
    }

    /// Puts the starter back in the working file, keeping the learner's version beside it.
    /// - Returns: where the learner's version was kept (nil when there was no working file).
    @discardableResult
    public func restoreStarter(_ exercise: Exercise, now: Date = Date()) throws -> URL? {
        let file = workingFile(for: exercise)
        var backup: URL?
        if FileManager.default.fileExists(atPath: file.path) {
            let stamp = Int(now.timeIntervalSince1970)
            let kept = file.deletingLastPathComponent().appendingPathComponent(
                "\(file.lastPathComponent).before-reset-\(stamp)")
            try FileManager.default.moveItem(at: file, to: kept)
            backup = kept
        }
        try prepare(exercise)
        return backup
    }

    /// Copies the starter into the workspace unless a working file already exists.
    /// - Returns: whether the starter was written now (false: the learner's file was kept).
    @discardableResult
    public func prepare(_ exercise: Exercise) throws -> Bool {
        let file = workingFile(for: exercise)
        if FileManager.default.fileExists(atPath: file.path) { return false }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let starter = try Data(contentsOf: exercise.starterFile)
        try starter.write(to: file, options: .atomic)
        return true
    }
}
