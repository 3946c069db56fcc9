import Foundation
import SystemCalls

/// Progress as read from disk, plus anything the learner must be told about the file.
public struct ProgressLoadResult: Equatable, Sendable {
    public var progress: Progress
    /// Plain-words reports, e.g. a damaged file that was moved aside. Show each one.
    public var notices: [ProgressNotice]
    /// The schema version of the file as read, when it was older than this build's and was
    /// upgraded in memory; nil when it was current (or absent).
    public var upgradedFrom: Int?

    public init(progress: Progress, notices: [ProgressNotice] = []) {
        self.progress = progress
        self.notices = notices
    }
}

/// Keeps `Progress` in one JSON file that several shells may use at once.
///
/// - Every change is made under an exclusive lock on `<file>.lock`, applied to the file's
///   freshest contents, and written atomically, so concurrent shells never lose each other's
///   updates and a crash never leaves a half-written file.
/// - A damaged file, or one from a newer schema, is renamed to `<file>.corrupt-<time>` or
///   `<file>.newer-<time>` and reported; it is never overwritten or deleted.
///
/// The format and guarantees are described in `docs/PROGRESS.md`.
public struct ProgressStore: Sendable {
    public let location: ProgressLocation
    private let now: @Sendable () -> Date

    /// The file read and replaced. When `location.path` is a symbolic link (checked once, here)
    /// this is the file it points to, so the link survives every save and all links to one file
    /// share one lock.
    public let path: String

    /// `now` stamps backup names; tests pass a fixed clock.
    public init(location: ProgressLocation, now: @escaping @Sendable () -> Date = { Date() }) {
        self.location = location
        self.path = POSIXFile.symbolicLinkTarget(location.path) ?? location.path
        self.now = now
    }

    /// The file whose `flock` serialises writers.
    public var lockPath: String { path + ".lock" }
    var directory: String { (path as NSString).deletingLastPathComponent }
    var fileName: String { (path as NSString).lastPathComponent }
    var temporaryPrefix: String { "." + fileName + ".tmp-" }

    /// Reads the progress file. A missing file is empty progress. A damaged or newer file is
    /// moved aside and reported in `notices` (or, when it cannot be moved, left untouched and
    /// reported); either way the result is usable. Throws only when the file exists but cannot
    /// be read at all.
    public func load() throws(ProgressStoreError) -> ProgressLoadResult {
        let first = try readContents()
        guard case .unusable(let problem) = first else {
            return ProgressLoadResult(progress: ProgressMigration.upgrade(first?.progress ?? .empty))
        }
        // Moving a file aside must happen under the lock, after reading again: another shell may
        // have replaced the damaged file with a good one in the meantime.
        let lock: ExclusiveFileLock
        do {
            lock = try ExclusiveFileLock(path: lockPath)
        } catch {
            return ProgressLoadResult(
                progress: .empty, notices: [.leftInPlace(path: path, problem: problem, reason: error.reason)])
        }
        let result = try readSettlingDamage(keepGoingWhenStuck: true)
        _ = consume lock
        return result
    }

    /// Applies `change` to the freshest progress on disk and saves the result, all under the
    /// lock. Returns the saved progress and any notices raised while reading.
    /// Nothing is written when `change` leaves the progress as it was.
    @discardableResult
    public func update(_ change: (inout Progress) -> Void) throws(ProgressStoreError) -> ProgressLoadResult {
        try update(change, beforeWriting: {})
    }

    /// As `update(_:)`, running `beforeWriting` under the lock just before a changed file is
    /// written.
    private func update(
        _ change: (inout Progress) -> Void, beforeWriting: () throws(ProgressStoreError) -> Void
    ) throws(ProgressStoreError) -> ProgressLoadResult {
        do {
            try POSIXFile.createDirectories(directory)
        } catch {
            throw .cannotCreateFolder(path: directory, reason: error.reason)
        }
        let lock: ExclusiveFileLock
        do {
            lock = try ExclusiveFileLock(path: lockPath)
        } catch {
            throw error.isPermissionProblem
                ? .folderReadOnly(path: directory, reason: error.reason)
                : .cannotLock(path: lockPath, reason: error.reason)
        }
        if POSIXFile.exists(path), !POSIXFile.isWritable(path) {
            throw .fileReadOnly(path: path)
        }
        var result = try readSettlingDamage(keepGoingWhenStuck: false)
        removeLeftoverTemporaryFiles()
        let before = result.progress
        change(&result.progress)
        if result.progress != before {
            try beforeWriting()
            if let olderVersion = result.upgradedFrom {
                let backup = try keepCopy(label: "schema\(olderVersion)")
                result.notices.append(.upgraded(path: path, backup: backup, fromVersion: olderVersion))
            }
            try write(result.progress)
        }
        _ = consume lock
        return result
    }

    /// Replaces all progress with empty progress, under the lock, after copying the file as it
    /// is to `<file>.before-reset-<time>`. Returns that copy's path (nil when there was no file).
    @discardableResult
    public func resetAll() throws(ProgressStoreError) -> String? {
        var backup: String?
        try update { progress in
            guard progress != .empty else { return }
            progress = .empty
        } beforeWriting: { () throws(ProgressStoreError) in
            backup = try keepCopy(label: "before-reset")
        }
        return backup
    }

    /// The progress file's bytes copied, atomically, to `<file>.<label>-<time>`. Lock held.
    private func keepCopy(label: String) throws(ProgressStoreError) -> String? {
        let data: Data
        do {
            guard let bytes = try POSIXFile.read(path) else { return nil }
            data = bytes
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
        let backup = freeBackupName(label)
        do {
            try POSIXFile.replaceAtomically(
                backup, with: data, temporaryPrefix: temporaryPrefix, mode: POSIXFile.mode(of: path) ?? 0o644)
        } catch {
            throw .cannotWrite(path: backup, reason: error.reason)
        }
        return backup
    }

    // MARK: Reading

    /// Must be called with the lock held.
    private func readSettlingDamage(keepGoingWhenStuck: Bool) throws(ProgressStoreError) -> ProgressLoadResult {
        guard let contents = try readContents() else { return ProgressLoadResult(progress: .empty) }
        switch contents {
        case .progress(let progress):
            var result = ProgressLoadResult(progress: ProgressMigration.upgrade(progress))
            if progress.schemaVersion < Progress.currentSchemaVersion { result.upgradedFrom = progress.schemaVersion }
            return result
        case .unusable(let problem):
            do {
                let backup = try moveAside(problem)
                return ProgressLoadResult(
                    progress: .empty, notices: [.movedAside(path: path, backup: backup, problem: problem)])
            } catch {
                if keepGoingWhenStuck {
                    return ProgressLoadResult(
                        progress: .empty, notices: [.leftInPlace(path: path, problem: problem, reason: error.reason)])
                }
                throw .cannotMoveAside(path: path, problem: problem, reason: error.reason)
            }
        }
    }

    private func readContents() throws(ProgressStoreError) -> ProgressFileContents? {
        do {
            guard let data = try POSIXFile.read(path) else { return nil }
            return ProgressFileFormat.decode(data)
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
    }

    // MARK: Writing

    private func write(_ progress: Progress) throws(ProgressStoreError) {
        let data: Data
        do {
            data = try ProgressFileFormat.encode(progress)
        } catch {
            throw .cannotWrite(path: path, reason: "the progress could not be turned into JSON (\(error))")
        }
        do {
            try POSIXFile.replaceAtomically(
                path, with: data, temporaryPrefix: temporaryPrefix, mode: POSIXFile.mode(of: path) ?? 0o644)
        } catch {
            throw error.isPermissionProblem
                ? .folderReadOnly(path: directory, reason: error.reason)
                : .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// Only a lock holder creates temporary files, so any found while holding the lock belong to
    /// a writer that died mid-write. At most one is left behind per killed writer, and the next
    /// write clears it.
    private func removeLeftoverTemporaryFiles() {
        for name in POSIXFile.entries(in: directory, withPrefix: temporaryPrefix) {
            POSIXFile.remove(directory + "/" + name)
        }
    }

    private func moveAside(_ problem: ProgressFileProblem) throws(POSIXFailure) -> String {
        let backup = freeBackupName(problem.backupLabel)
        try POSIXFile.move(path, to: backup)
        return backup
    }

    /// `<file>.<label>-<UTC time>`, with `-2`, `-3`… added when that name is taken.
    private func freeBackupName(_ label: String) -> String {
        let stamp = now().formatted(
            Date.ISO8601FormatStyle(
                dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted, timeZone: .gmt))
        let base = path + "." + label + "-" + stamp
        var backup = base
        var counter = 1
        while POSIXFile.exists(backup) {
            counter += 1
            backup = base + "-\(counter)"
        }
        return backup
    }
}

extension ProgressFileContents {
    var progress: Progress? {
        if case .progress(let progress) = self { return progress }
        return nil
    }
}
