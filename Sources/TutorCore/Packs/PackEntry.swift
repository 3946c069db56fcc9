import Foundation

/// One file or folder of a pack to install, as listed before anything is copied: a member of an
/// archive or an entry of a folder.
public struct PackEntry: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case file
        case directory
        case symbolicLink
        case hardLink
        /// A device, a pipe, a socket or an entry type the tutor does not know, named as listed.
        case special(String)
    }

    /// The path as the archive or folder lists it, with `/` between components.
    public var path: String
    public var kind: Kind
    /// Bytes once unpacked (0 for folders).
    public var size: Int

    public init(path: String, kind: Kind, size: Int) {
        self.path = path
        self.kind = kind
        self.size = size
    }
}

/// How much `pack install` accepts. A course of 30 lessons and 90 exercises is about 2 MB in
/// 900 files, so the defaults leave ample room while refusing an archive that would fill a disk.
public struct PackInstallLimits: Equatable, Sendable {
    /// The archive file itself.
    public var archiveBytes = 20 << 20
    /// Everything once unpacked.
    public var unpackedBytes = 64 << 20
    /// Files and folders in the pack.
    public var entryCount = 2_000
    /// Any one file.
    public var fileBytes = 8 << 20

    public init() {}
}

/// The rules every entry must follow before anything is copied: a relative path that stays
/// inside the pack, a regular file or a folder, and sizes within the limits. Pure.
public enum PackEntryRules {
    /// Every rule broken, first the entries' own, then the limits on the whole.
    /// - Parameter source: the archive or folder, named in the errors.
    public static func problems(in entries: [PackEntry], limits: PackInstallLimits, source: String)
        -> [PackInstallError]
    {
        var problems: [PackInstallError] = []
        for entry in entries {
            if let reason = pathProblem(entry.path) {
                problems.append(.unsafeEntry(source: source, entry: entry.path, reason: reason))
                continue
            }
            switch entry.kind {
            case .file, .directory: break
            case .symbolicLink:
                problems.append(.unsafeEntry(source: source, entry: entry.path, reason: "it is a symbolic link"))
            case .hardLink:
                problems.append(.unsafeEntry(source: source, entry: entry.path, reason: "it is a hard link"))
            case .special(let what):
                problems.append(
                    .unsafeEntry(source: source, entry: entry.path, reason: "it is not a regular file (\(what))"))
            }
            if entry.kind == .file, entry.size > limits.fileBytes {
                problems.append(
                    .tooLarge(
                        source: source,
                        what: "the file \(entry.path) is \(entry.size) bytes, more than the \(limits.fileBytes) allowed"
                    ))
            }
        }
        if entries.count > limits.entryCount {
            problems.append(
                .tooLarge(
                    source: source,
                    what: "it holds \(entries.count) files and folders, more than the \(limits.entryCount) allowed"))
        }
        let total = entries.reduce(0) { $0 + max(0, $1.size) }
        if total > limits.unpackedBytes {
            problems.append(
                .tooLarge(
                    source: source,
                    what: "it unpacks to \(total) bytes, more than the \(limits.unpackedBytes) allowed"))
        }
        return problems
    }

    /// Why a listed path could land outside the pack, or nil when it cannot.
    static func pathProblem(_ path: String) -> String? {
        if path.isEmpty { return "its name is empty" }
        if path.hasPrefix("/") { return "its path is absolute" }
        if path.contains("\\") { return "its path contains a backslash" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "its name contains a control character"
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") { return "its path climbs out of the pack with '..'" }
        return nil
    }
}
