import Foundation
import Wording

/// What was wrong with a progress file that could not be used.
public enum ProgressFileProblem: Equatable, Sendable {
    /// Not readable as progress; the text says why (empty, not JSON, a value of the wrong type…).
    case damaged(String)
    /// Written by a newer tutor with this schema version.
    case newerSchema(Int)

    /// The word in the backup's name: `progress.json.<label>-<time>`.
    var backupLabel: String {
        switch self {
        case .damaged: "corrupt"
        case .newerSchema: "newer"
        }
    }

    var explanation: String {
        switch self {
        case .damaged(let reason):
            "could not be used: \(reason)"
        case .newerSchema(let version):
            "was written by a newer version of swiftui-tutor (schema version \(version); "
                + "this version understands up to \(Progress.currentSchemaVersion))"
        }
    }
}

/// Something about the progress file the learner needs to know, already in plain words.
public enum ProgressNotice: Equatable, Sendable, CustomStringConvertible {
    /// The unusable file was renamed to `backup`, byte for byte, and progress starts empty.
    case movedAside(path: String, backup: String, problem: ProgressFileProblem)
    /// The unusable file could not be renamed, so it was left as it is; nothing is saved over it.
    case leftInPlace(path: String, problem: ProgressFileProblem, reason: String)
    /// A file from an older schema was upgraded on its first save; the old one is kept at `backup`.
    case upgraded(path: String, backup: String?, fromVersion: Int)

    public var description: String {
        switch self {
        case .movedAside(let path, let backup, let problem):
            let recovery: String =
                switch problem {
                case .damaged:
                    "To get it back, repair the backup and copy it over \(path)."
                case .newerSchema:
                    "Use the newer swiftui-tutor to keep working with it; it is safe to copy it back once you upgrade."
                }
            return "Your progress file \(path) \(problem.explanation). "
                + "It was moved, unchanged, to \(backup), and you start with empty progress. \(recovery)"
        case .leftInPlace(let path, let problem, let reason):
            return "Your progress file \(path) \(problem.explanation). "
                + "It could not be moved aside (\(reason)), so it was left exactly as it is and "
                + "nothing will be saved over it. Make its folder writable, or choose another file "
                + "with --progress PATH or \(ProgressLocation.progressVariable)."
        case .upgraded(let path, let backup, let version):
            return "Your progress file \(path) was upgraded from schema version \(version) to "
                + "\(Progress.currentSchemaVersion); nothing in it was lost."
                + (backup.map { " The file as it was is kept in \($0) for older versions of swiftui-tutor." } ?? "")
        }
    }
}

/// Why progress could not be read or saved. The tutor reports it and keeps running.
public enum ProgressStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotCreateFolder(path: String, reason: String)
    case folderReadOnly(path: String, reason: String)
    case fileReadOnly(path: String)
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotLock(path: String, reason: String)
    case cannotMoveAside(path: String, problem: ProgressFileProblem, reason: String)

    private static let elsewhere =
        "or keep progress elsewhere with --progress PATH or \(ProgressLocation.progressVariable)=PATH."

    public var description: String {
        switch self {
        case .cannotCreateFolder(let path, let reason):
            "Progress not saved: cannot create the folder \(path) (\(reason)). "
                + "Check that every part of that path is a folder you may write to, \(Self.elsewhere)"
        case .folderReadOnly(let path, let reason):
            "Progress not saved: the folder \(path) is read-only (\(reason)). "
                + "Make it writable (chmod u+w \"\(path)\"), \(Self.elsewhere)"
        case .fileReadOnly(let path):
            "Progress not saved: \(path) is read-only, and the tutor does not replace read-only files. "
                + "Make it writable (chmod u+w \"\(path)\"), \(Self.elsewhere)"
        case .cannotRead(let path, let reason):
            "Cannot read your progress file \(path) (\(reason)). "
                + "Check its permissions, \(Self.elsewhere)"
        case .cannotWrite(let path, let reason):
            "Progress not saved: writing \(path) failed (\(reason)). The previous file is unchanged. "
                + "Free some disk space or fix the folder's permissions, \(Self.elsewhere)"
        case .cannotLock(let path, let reason):
            "Progress not saved: cannot lock \(path) (\(reason)). "
                + "The file system may not support locks; \(Self.elsewhere)"
        case .cannotMoveAside(let path, let problem, let reason):
            "Progress not saved: your progress file \(path) \(problem.explanation), and it could not "
                + "be moved aside to make room (\(reason)). It was left untouched. "
                + "Move it away yourself, \(Self.elsewhere)"
        }
    }
}

extension ProgressStoreError: LocalizedError {
    public var errorDescription: String? { description }
}

/// What the progress commands (`reset --all`, `progress export`, `progress import`) reply.
enum ProgressMessages {
    static func placementReset(_ trackID: String, exercises: Int) -> String {
        exercises == 0
            ? "No exercise of \(trackID) was placed out, so nothing was reset."
            : "\(Plural.count(exercises, "placed-out exercise")) of \(trackID) \(exercises == 1 ? "is" : "are") open "
                + "again. Lessons you have read stay read; 'reset LESSON' forgets one."
    }

    static func resetAll(backup: String?, path: String) -> String {
        guard let backup else { return "There was no progress to reset." }
        return "All your progress was reset. The file as it was is kept in \(backup); "
            + "to undo, copy it over \(path)."
    }

    static func exported(to path: String, exercises: Int, lessons: Int) -> String {
        "Your progress (\(Plural.count(lessons, "lesson")) read, \(Plural.count(exercises, "exercise")) tried) "
            + "was written to \(path). On another machine: progress import \(path)"
    }

    static func imported(from path: String, exercises: Int, lessons: Int, reviews: Int) -> String {
        "Merged \(path) into your progress: \(Plural.count(lessons, "lesson")), "
            + "\(Plural.count(exercises, "exercise")) and \(Plural.count(reviews, "review item")). "
            + "The better result of each exercise was kept and attempts were added up."
    }

    static let progressUsage =
        "Usage: progress, progress export FILE or progress import FILE."
}
