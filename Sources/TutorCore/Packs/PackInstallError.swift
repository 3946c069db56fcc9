import Foundation

/// Why `pack install` or `pack remove` did nothing. Each says what is wrong, where, and what to
/// do; installed packs and progress are as they were.
public enum PackInstallError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(path: String)
    case unsupportedArchive(path: String)
    case archiveTooLarge(path: String, bytes: Int, limit: Int)
    case unsafeEntry(source: String, entry: String, reason: String)
    case tooLarge(source: String, what: String)
    case noPackInside(source: String)
    case toolFailed(tool: String, source: String, message: String)
    case invalid(source: String, problems: [CurriculumProblem])
    case reservedID(id: String, folder: String)
    case fileSystem(action: String, path: String, message: String)
    case notInstalled(id: String, installed: [String], loadedFrom: String?)

    public var description: String {
        switch self {
        case .notFound(let path):
            return "\(path) does not exist. Name a pack folder or a .tar.gz or .zip archive of one."
        case .unsupportedArchive(let path):
            return "\(path) is neither a folder nor a .tar.gz, .tgz or .zip archive. Pack the folder with "
                + "'tar czf PACK.tar.gz -C PARENT FOLDER' or 'zip -r PACK.zip FOLDER'."
        case .archiveTooLarge(let path, let bytes, let limit):
            return "\(path) is \(bytes) bytes, more than the \(limit) a pack archive may be. Move large media out "
                + "of the pack."
        case .unsafeEntry(let source, let entry, let reason):
            return "\(source): \(entry): \(reason), so nothing was installed. Pack only plain files and folders "
                + "with relative paths inside the pack."
        case .tooLarge(let source, let what):
            return "\(source): \(what), so nothing was installed. Split the pack or remove large files."
        case .noPackInside(let source):
            return "\(source) has no pack.yml at its top level or in a single folder at its top. Archive the "
                + "folder that holds pack.yml, Lessons/ and Exercises/."
        case .toolFailed(let tool, let source, let message):
            return "\(tool) could not read \(source): \(message). Check the archive is complete and not damaged."
        case .invalid(let source, let problems):
            return "\(source) is not a valid pack, so nothing was installed:\n"
                + problems.map { "  \($0)" }.joined(separator: "\n")
                + "\nFix these and run 'swiftui-tutor pack validate' on the folder."
        case .reservedID(let id, let folder):
            return "the pack id '\(id)' is the id of the pack in \(folder), which is not an installed pack, so it "
                + "cannot be replaced. Give the new pack another 'id' in its pack.yml."
        case .fileSystem(let action, let path, let message):
            return "could not \(action) \(path): \(message). Check the folder's permissions and free space; "
                + "installed packs are as they were."
        case .notInstalled(let id, let installed, let loadedFrom):
            if let loadedFrom {
                return "the pack '\(id)' is not an installed pack: it is loaded from \(loadedFrom), which 'pack "
                    + "remove' leaves alone. A folder named by --pack or SWIFTUI_TUTOR_PACKS stops loading when it is "
                    + "no longer named."
            }
            let list = installed.isEmpty ? "none is installed" : "installed: \(installed.joined(separator: ", "))"
            return "there is no installed pack '\(id)' (\(list)). 'swiftui-tutor pack list' shows every pack."
        }
    }
}
