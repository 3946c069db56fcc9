import Foundation
import SystemCalls

/// What the checker needs from a file system; the command line uses `LocalFileSystem`.
public protocol FileSystemAccess: Sendable {
    func kind(of path: String) -> FileKind
    func contents(of path: String) throws -> [UInt8]
    func write(_ bytes: [UInt8], to path: String) throws
    func entries(of directory: String) throws -> [String]
    /// The path with symbolic links resolved, used to detect loops.
    func canonical(_ path: String) -> String
}

public enum FileKind: Sendable, Equatable {
    case file
    case directory
    case missing
    case other
}

/// A path that could not be used, with the reason.
public struct PathProblem: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// The real file system through Foundation.
public struct LocalFileSystem: FileSystemAccess {
    public init() {}

    public func kind(of path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    public func contents(of path: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw PathProblem(
                path: path,
                reason: FileManager.default.isReadableFile(atPath: path)
                    ? "cannot open file" : "permission denied (file is not readable)")
        }
        defer { try? handle.close() }
        do {
            return Array(try handle.readToEnd() ?? Data())
        } catch {
            throw PathProblem(path: path, reason: "read failed: \(error.localizedDescription)")
        }
    }

    public func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PathProblem(path: path, reason: "could not write the fixed file: \(error.localizedDescription)")
        }
    }

    public func entries(of directory: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw PathProblem(
                path: directory,
                reason: FileManager.default.isReadableFile(atPath: directory)
                    ? "cannot list folder" : "permission denied (folder is not readable)")
        }
    }

    public func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
