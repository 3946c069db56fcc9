import Foundation
import Testing

@testable import TutorCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under the system temporary folder, removed by `remove()`.
/// Readable and searchable by everyone, so a test may hand it to an unprivileged child process.
struct ScratchDirectory {
    let path: String

    init() throws {
        let temporary =
            NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
        var template = Array((temporary + "/progress-tests-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let made = try #require(
            created.map { String(cString: $0) }, "mkdtemp failed: \(String(cString: strerror(errno)))")
        chmod(made, 0o755)
        path = made
    }

    func file(_ name: String) -> String { path + "/" + name }

    func store(_ name: String = "progress.json", now: @escaping @Sendable () -> Date = { Date() }) -> ProgressStore {
        ProgressStore(location: ProgressLocation(path: file(name), origin: .commandLine), now: now)
    }

    func write(_ text: String, to name: String = "progress.json") throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    func write(_ data: Data, to name: String = "progress.json") throws {
        try data.write(to: URL(fileURLWithPath: file(name)))
    }

    func contents(of name: String = "progress.json") -> Data? {
        FileManager.default.contents(atPath: file(name))
    }

    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    func remove() {
        // Undo any permission changes a test made so the tree can be deleted.
        if let walker = FileManager.default.enumerator(atPath: path) {
            chmod(path, 0o755)
            while let name = walker.nextObject() as? String { chmod(file(name), 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A fixed instant, whole milliseconds, so it survives the file's ISO-8601 form unchanged.
func instant(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: 1_780_000_000 + seconds)
}

var runningAsRoot: Bool { geteuid() == 0 }

// MARK: - The stress-writer process

/// The `progress-stress-writer` executable built beside the test bundle.
func stressWriterPath() throws -> String {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        directory = URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent()
    }
    for _ in 0..<5 {
        let candidate = directory.appendingPathComponent("progress-stress-writer").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        directory.deleteLastPathComponent()
    }
    throw StressFailure(
        description: "progress-stress-writer was not found next to the test bundle (\(CommandLine.arguments[0]))")
}

/// A test precondition that failed, stated for the person reading the test log.
struct StressFailure: Error, CustomStringConvertible {
    var description: String
}

/// A running child process whose standard output is a pipe.
struct ChildProcess {
    let pid: pid_t
    private let output: Int32

    init(_ executable: String, _ arguments: [String]) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            environment.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, environment)
        close(pipeEnds[1])
        guard status == 0 else {
            close(pipeEnds[0])
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL)
        }
        pid = child
        output = pipeEnds[0]
    }

    /// Reads output until `line` has appeared; false when the child closed its output first.
    func waitForLine(_ line: String) -> Bool {
        var seen = ""
        var byte: UInt8 = 0
        while read(output, &byte, 1) == 1 {
            seen.append(Character(UnicodeScalar(byte)))
            if seen.hasSuffix(line + "\n") { return true }
        }
        return false
    }

    /// Everything the child prints until it closes its output.
    func readAll() -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(output, &buffer, buffer.count)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }

    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Waits for the child to end and closes the pipe.
    func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        close(output)
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// Runs to completion and returns what it printed and how it ended.
    static func run(_ executable: String, _ arguments: [String]) throws -> (output: String, ending: Ending) {
        let child = try ChildProcess(executable, arguments)
        let text = child.readAll()
        return (text, child.wait())
    }
}
