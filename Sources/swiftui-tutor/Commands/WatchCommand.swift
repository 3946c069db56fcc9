import ArgumentParser
import Foundation
import SystemCalls
import TutorCore

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Grade an exercise every time you save your file.",
        discussion: """
            Grades once at the start, then again after every save. On a terminal the screen is \
            cleared for each attempt; press h for the next hint and q (or Ctrl-C) to stop. \
            Without a terminal it stops at the end of standard input, or on SIGINT or SIGTERM.
            Every attempt is recorded in your progress. Exit status: 0 when stopped, 2 usage error.
            """)

    @Argument(help: "The exercise's id, as 'lessons' lists it.")
    var exerciseID: String

    @Argument(help: "The file to watch (default: your working file for the exercise).")
    var file: String?

    @Flag(
        help: ArgumentHelp(
            "Check the file every half second instead of using inotify "
                + "(for file systems whose change events do not arrive)."
        ))
    var poll = false

    @OptionGroup var options: TutorOptions

    func run() throws {
        let session = try options.makeSession(interactive: true)
        guard let exercise = session.curriculum.exercise(id: exerciseID) else {
            throw CommandFailure("there is no exercise '\(exerciseID)'; 'swiftui-tutor lessons' lists them")
        }
        guard session.grader != nil else { throw CommandFailure(session.graderProblem ?? "grading is not available") }
        let path: String
        let displayName: String
        if let file {
            path = URL(fileURLWithPath: file).standardizedFileURL.path
            displayName = file
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CommandFailure("\(file) is a folder; name the Swift file to watch")
            }
        } else {
            path = session.workspace.workingFile(for: exercise).path
            displayName = path
        }
        let console: TerminalWatchConsole
        do {
            console = try TerminalWatchConsole()
        } catch {
            throw CommandFailure("\(error)")
        }
        defer { console.keyboard?.restore() }
        var loop = WatchLoop(
            session: session, exercise: exercise, path: path, displayName: displayName,
            mechanism: poll ? .polling : .inotify, console: console)
        loop.run()
    }
}

/// The real terminal: reports on standard output (the screen cleared per attempt when it is
/// a terminal), single keys from standard input when it is a terminal, and signals.
private final class TerminalWatchConsole: WatchConsole {
    let keyboard: RawKeyboard?
    let signals: SignalPipe
    let clearsScreen = Console.isTerminal(.standardOutput)

    init() throws {
        keyboard = Console.isTerminal(.standardInput) ? RawKeyboard() : nil
        do {
            // With keys, Ctrl-Z must give the terminal back before stopping and take it again after.
            signals = try SignalPipe(catching: [SIGINT, SIGTERM] + (keyboard == nil ? [] : [SIGTSTP, SIGCONT]))
        } catch {
            keyboard?.restore()
            throw error
        }
    }

    var inputDescriptor: Int32? { STDIN_FILENO }
    var readsKeys: Bool { keyboard != nil }
    var interruptDescriptor: Int32 { signals.descriptor }

    func takeStopRequest() -> Bool {
        for number in signals.take() {
            switch number {
            case SIGINT, SIGTERM:
                keyboard?.restore()
                return true
            case SIGTSTP:
                keyboard?.restore()
                signals.stopProcess()
                keyboard?.enterRawMode()
            case SIGCONT:
                keyboard?.enterRawMode()  // continued after a stop that did not pass through here
            default:
                continue
            }
        }
        return false
    }

    func clearScreen() {
        if clearsScreen { FileHandle.standardOutput.write(Data("\u{1B}[H\u{1B}[2J\u{1B}[3J".utf8)) }
    }

    func show(_ reply: SessionReply) {
        Console.show(reply)
    }
}

/// Standard input without line buffering or echo, so single keys arrive at once. Ctrl-C still
/// raises SIGINT. `restore` (also run on deinit) puts the terminal back as it was.
private final class RawKeyboard {
    private var original = termios()
    private var active = false

    init?() {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        guard enterRawMode() else { return nil }
    }

    @discardableResult
    func enterRawMode() -> Bool {
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutablePointer(to: &raw.c_cc) { pointer in
            pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return false }
        active = true
        return true
    }

    func restore() {
        guard active else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        active = false
    }

    deinit { restore() }
}

/// The write end of the signal pipe, for the handler (a C function cannot capture context).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Turns signals into bytes (their numbers) on a pipe the loop waits on (the self-pipe
/// trick): the handler only writes, which is safe inside a signal handler.
private struct SignalPipe {
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    let descriptor: Int32

    init(catching signals: [Int32]) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw SetupError(description: "cannot create a pipe for signals: \(String(cString: strerror(errno)))")
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)  // not inherited by the compiler or learner programs
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        descriptor = ends[0]
        signalPipeWriteEnd = ends[1]
        self.signals = signals
        signals.forEach(Self.install)
    }

    private let signals: [Int32]

    private static func install(_ number: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            let savedErrno = errno  // the interrupted code may be about to read it
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(signalPipeWriteEnd, &byte, 1)
            errno = savedErrno
        }
        sigemptyset(&action.sa_mask)
        sigaction(number, &action, nil)
    }

    /// The signals that arrived since the last call, oldest first.
    func take() -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var numbers: [Int32] = []
        while true {
            let count = read(descriptor, &bytes, bytes.count)
            guard count > 0 else { return numbers }
            numbers += bytes.prefix(count).map { Int32($0) }
        }
    }

    /// Stops the process as Ctrl-Z would have, returning once it is continued.
    func stopProcess() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        if signals.contains(SIGTSTP) { Self.install(SIGTSTP) }
    }
}
