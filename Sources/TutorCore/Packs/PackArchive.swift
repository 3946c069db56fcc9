import Foundation

/// Runs a program to its end and collects what it printed: the one side effect reading archives
/// needs, behind a protocol so tests can see what would run.
public protocol ProgramRunning: Sendable {
    func run(_ executable: String, _ arguments: [String]) throws -> ProgramOutput
}

/// What a finished program printed, and how it ended.
public struct ProgramOutput: Equatable, Sendable {
    public var status: Int32
    public var output: String
    public var errors: String
}

/// Runs programs with Foundation's `Process`, finding them on `PATH`.
public struct SystemProgramRunner: ProgramRunning {
    public init() {}

    public func run(_ executable: String, _ arguments: [String]) throws -> ProgramOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes at once, so a chatty program cannot block on a full one.
        let outputData = CollectedData()
        let done = DispatchSemaphore(value: 0)
        Thread {
            outputData.data = output.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }.start()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return ProgramOutput(
            status: process.terminationStatus, output: String(decoding: outputData.data, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }
}

/// Bytes one thread reads and another uses after a semaphore says they are complete.
private final class CollectedData: @unchecked Sendable {
    var data = Data()
}

/// A pack archive: a gzipped tar or a zip file, listed with the system's `tar` or `unzip`
/// before anything is unpacked, so the rules are checked on what it holds, not on what it wrote.
public struct PackArchive: Sendable {
    public enum Format: String, Sendable {
        case tarGzip = "tar.gz"
        case zip
    }

    public var file: URL
    public var format: Format

    /// The archive at `file`, by its name: `.tar.gz`, `.tgz` or `.zip`; nil for anything else.
    public init?(file: URL) {
        let name = file.lastPathComponent.lowercased()
        if name.hasSuffix(".tar.gz") || name.hasSuffix(".tgz") {
            format = .tarGzip
        } else if name.hasSuffix(".zip") {
            format = .zip
        } else {
            return nil
        }
        self.file = file
    }

    /// Every member, with its kind and size, without unpacking anything.
    public func entries(using runner: some ProgramRunning) throws(PackInstallError) -> [PackEntry] {
        switch format {
        case .tarGzip:
            let listing = try run(
                "tar",
                ["--list", "--verbose", "--gzip", "--numeric-owner", "--quoting-style=escape", "--file", file.path],
                runner)
            return Self.tarEntries(listing)
        case .zip:
            let names = try run("unzip", ["-Z1", file.path], runner).split(separator: "\n").map {
                Self.withoutTrailingSlash(String($0))
            }
            let listing = try run("unzip", ["-Z", "-s", file.path], runner)
            let entries = Self.zipEntries(listing)
            guard entries.map(\.path) == names else {
                throw .toolFailed(
                    tool: "unzip", source: file.path, message: "its two listings of the archive do not agree")
            }
            return entries
        }
    }

    /// Unpacks every member into `folder`, which must exist and be empty.
    public func extract(into folder: URL, using runner: some ProgramRunning) throws(PackInstallError) {
        switch format {
        case .tarGzip:
            _ = try run(
                "tar",
                [
                    "--extract", "--gzip", "--no-same-owner", "--no-same-permissions", "--no-overwrite-dir",
                    "--file", file.path, "--directory", folder.path,
                ], runner)
        case .zip:
            _ = try run("unzip", ["-qq", "-n", file.path, "-d", folder.path], runner)
        }
    }

    private func run(_ tool: String, _ arguments: [String], _ runner: some ProgramRunning)
        throws(PackInstallError) -> String
    {
        let result: ProgramOutput
        do {
            result = try runner.run(tool, arguments)
        } catch {
            throw .toolFailed(tool: tool, source: file.path, message: "it could not be started (\(error))")
        }
        guard result.status == 0 else {
            let message = result.errors.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
            throw .toolFailed(tool: tool, source: file.path, message: message)
        }
        return result.output
    }

    // MARK: - Reading listings (pure)

    /// Members from GNU `tar --list --verbose`: `TYPE+MODE OWNER SIZE DATE TIME NAME`. The first
    /// character of the mode is the member's type.
    static func tarEntries(_ listing: String) -> [PackEntry] {
        listing.split(separator: "\n").compactMap { line in
            guard let type = line.first else { return nil }
            let fields = Self.fields(line, leading: 5)
            let name = fields.rest
            let size = fields.leading.count > 2 ? Int(fields.leading[2]) ?? 0 : 0
            switch type {
            case "-": return PackEntry(path: name, kind: .file, size: size)
            case "d": return PackEntry(path: Self.withoutTrailingSlash(name), kind: .directory, size: 0)
            case "l":
                let path = name.components(separatedBy: " -> ").first ?? name
                return PackEntry(path: path, kind: .symbolicLink, size: 0)
            case "h":
                let path = name.components(separatedBy: " link to ").first ?? name
                return PackEntry(path: path, kind: .hardLink, size: 0)
            case "c": return PackEntry(path: name, kind: .special("a character device"), size: 0)
            case "b": return PackEntry(path: name, kind: .special("a block device"), size: 0)
            case "p": return PackEntry(path: name, kind: .special("a named pipe"), size: 0)
            default: return PackEntry(path: name, kind: .special("an entry of type '\(type)'"), size: 0)
            }
        }
    }

    /// Members from `unzip -Z -s` (zipinfo's short format):
    /// `MODE VERSION SYSTEM SIZE TEXT METHOD DATE TIME NAME`; the header and footer lines are skipped.
    static func zipEntries(_ listing: String) -> [PackEntry] {
        listing.split(separator: "\n").compactMap { line in
            let fields = Self.fields(line, leading: 8)
            guard fields.leading.count == 8, let size = Int(fields.leading[3]),
                fields.leading[1].contains("."), let type = fields.leading[0].first
            else { return nil }
            let name = fields.rest
            switch type {
            case "d": return PackEntry(path: Self.withoutTrailingSlash(name), kind: .directory, size: 0)
            case "-" where name.hasSuffix("/"):
                return PackEntry(path: Self.withoutTrailingSlash(name), kind: .directory, size: 0)
            case "-": return PackEntry(path: name, kind: .file, size: size)
            case "l": return PackEntry(path: name, kind: .symbolicLink, size: 0)
            default: return PackEntry(path: name, kind: .special("an entry of type '\(type)'"), size: 0)
            }
        }
    }

    /// The first `leading` space-separated fields of a line, and the rest of it as written.
    private static func fields(_ line: Substring, leading count: Int) -> (leading: [String], rest: String) {
        var leading: [String] = []
        var index = line.startIndex
        while leading.count < count {
            while index < line.endIndex, line[index] == " " { index = line.index(after: index) }
            guard index < line.endIndex else { break }
            let start = index
            while index < line.endIndex, line[index] != " " { index = line.index(after: index) }
            leading.append(String(line[start..<index]))
        }
        if index < line.endIndex { index = line.index(after: index) }
        return (leading, String(line[index...]))
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
