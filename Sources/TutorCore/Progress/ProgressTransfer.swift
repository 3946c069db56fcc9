import Foundation

/// Moving progress between machines: `progress export FILE` writes a copy of the progress file,
/// `progress import FILE` reads one and merges it in (`Progress.merge`).
public enum ProgressTransfer {
    /// Writes `progress` to `path` in the progress file's own format, atomically. Refuses to
    /// replace a file that is already there, so an export never overwrites anything.
    public static func export(_ progress: Progress, to path: String) throws(ProgressTransferError) {
        if POSIXFile.exists(path) { throw .exportTargetExists(path: path) }
        let data: Data
        do {
            data = try ProgressFileFormat.encode(progress)
        } catch {
            throw .cannotExport(path: path, reason: "\(error)")
        }
        let name = (path as NSString).lastPathComponent
        do {
            try POSIXFile.replaceAtomically(path, with: data, temporaryPrefix: "." + name + ".tmp-", mode: 0o644)
        } catch {
            throw .cannotExport(path: path, reason: error.reason)
        }
    }

    /// The progress held in `path`, upgraded to the current schema. Throws, naming the file and
    /// the problem, when it is missing, unreadable, not a progress file or from a newer tutor.
    public static func read(_ path: String) throws(ProgressTransferError) -> Progress {
        let data: Data
        do {
            guard let bytes = try POSIXFile.read(path) else { throw ProgressTransferError.importMissing(path: path) }
            data = bytes
        } catch let error as ProgressTransferError {
            throw error
        } catch let error as POSIXFailure {
            throw .cannotImport(path: path, reason: error.reason)
        } catch {
            throw .cannotImport(path: path, reason: "\(error)")
        }
        switch ProgressFileFormat.decode(data) {
        case .progress(let progress): return ProgressMigration.upgrade(progress)
        case .unusable(let problem): throw .importUnusable(path: path, problem: problem)
        }
    }
}

/// Why an export or import did not happen. Nothing was changed in either case.
public enum ProgressTransferError: Error, Equatable, Sendable, CustomStringConvertible {
    case exportTargetExists(path: String)
    case cannotExport(path: String, reason: String)
    case importMissing(path: String)
    case cannotImport(path: String, reason: String)
    case importUnusable(path: String, problem: ProgressFileProblem)

    public var description: String {
        switch self {
        case .exportTargetExists(let path):
            "Nothing exported: \(path) already exists, and an export never replaces a file. "
                + "Choose another name, or move that file away first."
        case .cannotExport(let path, let reason):
            "Nothing exported: writing \(path) failed (\(reason)). Check that its folder exists and is writable."
        case .importMissing(let path):
            "Nothing imported: there is no file \(path). Give the path of a file written by 'progress export'."
        case .cannotImport(let path, let reason):
            "Nothing imported: \(path) cannot be read (\(reason)). Check its permissions."
        case .importUnusable(let path, let problem):
            "Nothing imported: \(path) \(problem.explanation). Your progress is unchanged."
        }
    }
}
