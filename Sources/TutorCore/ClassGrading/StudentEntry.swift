import Foundation

/// One student's work: a file or a folder, and the id it is reported under.
public struct StudentEntry: Sendable, Equatable {
    /// The file or folder name; a `.swift` file's name loses its extension (`alice.swift` → `alice`).
    public var id: String
    public var url: URL

    public init(id: String, url: URL) {
        self.id = id
        self.url = url
    }

    public init(url: URL) {
        let name = url.lastPathComponent
        self.init(id: name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name, url: url)
    }
}

/// Why a student's entry was not graded. Each says what was found, in words an instructor can
/// pass on to the student.
public enum StudentEntryProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case missing
    case empty
    case binary
    case tooLarge(bytes: Int)
    case unreadable(reason: String)
    case notRegularFile
    case notSwift(extension: String)
    case noSwiftFile
    case severalSwiftFiles([String])

    public var description: String {
        switch self {
        case .missing: "missing: the file or folder does not exist"
        case .empty: "empty: the file holds no code"
        case .binary: "binary: the file is not UTF-8 text"
        case .tooLarge(let bytes):
            "too large: \(bytes) bytes, over the limit of \(StudentSubmission.maximumBytes) bytes per file"
        case .unreadable(let reason): "unreadable: \(reason)"
        case .notRegularFile: "not a regular file (a device, pipe or socket)"
        case .notSwift(let ext): "not Swift: " + (ext.isEmpty ? "a file without an extension" : "a .\(ext) file")
        case .noSwiftFile: "no Swift file in the folder"
        case .severalSwiftFiles(let names):
            "several Swift files (\(names.joined(separator: ", "))): keep one, or name the answer after the "
                + "exercise's starter file"
        }
    }
}

/// What a class folder and the command line's SUBMISSIONS arguments hold.
public enum ClassRoster {
    /// The students named on the command line. One argument that is a folder is the class
    /// folder: each visible entry inside it (not starting with `.`) is one student. Otherwise
    /// each argument is one student. `excluding` leaves out files the run itself writes.
    ///
    /// - Throws: `RosterProblem` when two entries would have the same id.
    public static func students(
        arguments: [URL], expandSingleFolder: Bool = true, excluding: Set<String> = []
    ) throws(RosterProblem) -> [StudentEntry] {
        var urls = arguments
        if expandSingleFolder, arguments.count == 1, isFolder(arguments[0]) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: arguments[0].path)) ?? []
            urls = names.filter { !$0.hasPrefix(".") && $0 != "__MACOSX" }.sorted()
                .map { arguments[0].appendingPathComponent($0) }
        }
        let entries = urls.filter { !excluding.contains($0.standardizedFileURL.path) }.map(StudentEntry.init(url:))
        var seen: [String: URL] = [:]
        for entry in entries {
            if let earlier = seen[entry.id] {
                throw RosterProblem(
                    message: "\(earlier.path) and \(entry.url.path) are both the student '\(entry.id)'; rename one")
            }
            seen[entry.id] = entry.url
        }
        return entries.sorted { $0.id < $1.id }
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Two students with the same id, or another reason the class cannot be listed.
public struct RosterProblem: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Reads the code of one student's entry, refusing what cannot be an answer.
public enum StudentSubmission {
    /// Files over 256 KiB are not graded: an answer to an exercise is a few kilobytes.
    public static let maximumBytes = 256 << 10

    /// The entry's code and the file it came from, or why there is none. For a folder, the one
    /// answer file inside it (searched to a depth of 4, hidden entries skipped); with several,
    /// the one named like the exercise's starter file.
    public static func read(
        _ entry: StudentEntry, kind: ExerciseKind, starterName: String
    ) -> Result<(text: String, file: URL), StudentEntryProblem> {
        let path = entry.url.path
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        guard FileManager.default.fileExists(atPath: path) || isLink else { return .failure(.missing) }
        guard ClassRoster.isFolder(entry.url) else {
            return readFile(entry.url, kind: kind).map { ($0, entry.url) }
        }
        let candidates = answerFiles(in: entry.url, kind: kind, depth: 4)
        let chosen: URL
        switch candidates.count {
        case 0:
            return .failure(.noSwiftFile)
        case 1:
            chosen = candidates[0]
        default:
            guard let starter = candidates.first(where: { $0.lastPathComponent == starterName }) else {
                return .failure(.severalSwiftFiles(candidates.map { relativePath($0, in: entry.url) }))
            }
            chosen = starter
        }
        return readFile(chosen, kind: kind).map { ($0, chosen) }
    }

    /// The path of `file` inside `folder`, for notes.
    public static func relativePath(_ file: URL, in folder: URL) -> String {
        let base = folder.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : file.lastPathComponent
    }

    private static func answerFiles(in folder: URL, kind: ExerciseKind, depth: Int) -> [URL] {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        var found: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") && name != "__MACOSX" {
            let url = folder.appendingPathComponent(name)
            if ClassRoster.isFolder(url) {
                found += answerFiles(in: url, kind: kind, depth: depth - 1)
            } else if kind.answerExtensions.contains(url.pathExtension.lowercased()) {
                found.append(url)
            }
        }
        return found
    }

    private static func readFile(_ url: URL, kind: ExerciseKind) -> Result<String, StudentEntryProblem> {
        let ext = url.pathExtension.lowercased()
        guard kind.answerExtensions.contains(ext) else { return .failure(.notSwift(extension: ext)) }
        let text: String
        switch SourceFile.text(at: url.path, maximumBytes: maximumBytes) {
        case .success(let read): text = read
        case .failure(.missing): return .failure(.unreadable(reason: "a link to a file that does not exist"))
        case .failure(.folder), .failure(.notRegularFile): return .failure(.notRegularFile)
        case .failure(.tooLarge(let bytes)): return .failure(.tooLarge(bytes: bytes))
        case .failure(.unreadable): return .failure(.unreadable(reason: "permission denied"))
        case .failure(.binary): return .failure(.binary)
        }
        guard !text.allSatisfy(\.isWhitespace) else { return .failure(.empty) }
        return .success(text)
    }
}
