import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The built `swiftui-tutor` executable, found next to the test bundle.
func tutorExecutable() throws -> String {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        directory = URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent()
    }
    for _ in 0..<5 {
        let candidate = directory.appendingPathComponent("swiftui-tutor").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    throw EndToEndFailure("swiftui-tutor was not built next to the test bundle (\(CommandLine.arguments[0]))")
}

struct EndToEndFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A fresh data directory, so each test starts as a new user.
struct NewUser {
    let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString)")

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFTUI_TUTOR_DATA_DIR"] = dataDirectory.path
        environment.removeValue(forKey: "SWIFTUI_TUTOR_PROGRESS")
        environment.removeValue(forKey: "NO_COLOR")
        environment["TERM"] = "xterm-256color"
        return environment
    }

    var progressFile: URL { dataDirectory.appendingPathComponent("progress.json") }
    var historyFile: URL { dataDirectory.appendingPathComponent("history") }
}

/// Runs the tutor (the built one unless `executable` names another, such as an installed copy)
/// with piped standard input and collects everything it prints.
func runPiped(
    _ arguments: [String], input: String, user: NewUser,
    environment extra: [String: String] = [:], executable: String? = nil, workingDirectory: URL? = nil
) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try executable ?? tutorExecutable())
    process.arguments = arguments
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    process.environment = user.environment.merging(extra) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

/// The tutor running on a pseudo-terminal, driven like a person at a keyboard.
final class TerminalSession {
    private let master: Int32
    private let pid: pid_t
    private(set) var screen = ""

    /// - Parameter color: false sets NO_COLOR, so prompts can be matched as plain text.
    init(
        user: NewUser, arguments: [String] = [], rows: UInt16 = 400, columns: UInt16 = 100, color: Bool = false,
        environment extra: [String: String] = [:]
    ) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw EndToEndFailure("openpty failed: \(errno)") }
        guard let name = ttyname(slave) else { throw EndToEndFailure("ttyname failed: \(errno)") }
        let slavePath = String(cString: name)
        close(slave)
        self.master = master

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR | O_NOCTTY, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)

        // util-linux's setsid starts a new session and makes the terminal on standard input its
        // controlling terminal, so Ctrl-C reaches the tutor as SIGINT, as it would for a person.
        let launcher = "/usr/bin/setsid"
        let executable = try tutorExecutable()
        let argv = ([launcher, "--ctty", executable] + arguments).map { strdup($0) } + [nil]
        var environment = user.environment.merging(extra) { $1 }
        if !color { environment["NO_COLOR"] = "1" }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, launcher, &actions, nil, argv, envp)
        guard status == 0 else { throw EndToEndFailure("posix_spawn failed: \(status)") }
        self.pid = pid
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { _ = write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `text` appears in the output after `from`, or fails after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, after start: String.Index? = nil, timeout: Double = 10) throws -> String.Index {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let searchStart = start ?? screen.startIndex
            if let range = screen.range(of: text, range: searchStart..<screen.endIndex) { return range.upperBound }
            guard Date() < deadline else {
                throw EndToEndFailure(
                    "timed out waiting for \(text.debugDescription); the terminal shows:\n\(screen.suffix(2000))")
            }
            readAvailable(waitMilliseconds: 50)
        }
    }

    /// The output from here on, for "wait for the next X" calls.
    var mark: String.Index {
        readAvailable(waitMilliseconds: 0)
        return screen.endIndex
    }

    /// What the terminal showed after `start`, up to now.
    func output(after start: String.Index) -> String {
        readAvailable(waitMilliseconds: 0)
        return String(screen[start...])
    }

    private func readAvailable(waitMilliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(master, &buffer, buffer.count)
        if count > 0 { screen += String(decoding: buffer[0..<count], as: UTF8.self) }
    }

    /// Waits for the tutor to exit and returns its exit status.
    func waitForExit(timeout: Double = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            readAvailable(waitMilliseconds: 20)
            if waitpid(pid, &status, WNOHANG) == pid {
                return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
            }
        }
        throw EndToEndFailure("the tutor did not exit; the terminal shows:\n\(screen.suffix(2000))")
    }
}

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs blocking work (waiting on a child process) on a thread of its own. Tests run on Swift's
/// concurrency pool, which has only as many threads as cores; a long blocking wait there would
/// starve every other test that awaits something meanwhile.
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
