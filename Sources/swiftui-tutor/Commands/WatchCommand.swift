import ArgumentParser
import Foundation
import TutorCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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

    @Flag(help: "Check the file every half second instead of using inotify (for file systems whose change events do not arrive).")
    var poll = false

    @OptionGroup var options: TutorOptions

    func run() throws {
        var session = try options.makeSession(interactive: true)
        guard let exercise = session.curriculum.exercise(id: exerciseID) else {
            throw UsageFailure("there is no exercise '\(exerciseID)'; 'swiftui-tutor lessons' lists them")
        }
        guard session.grader != nil else { throw UsageFailure(session.graderProblem ?? "grading is not available") }
        // Opening the exercise makes it the current one (hints belong to it) and writes the
        // starter into the working file when there is none yet.
        session.perform(.exercise(id: exercise.id)).warnings.forEach(Console.error)

        let path: String, displayName: String
        if let file {
            path = URL(fileURLWithPath: file).standardizedFileURL.path
            displayName = file
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw UsageFailure("\(file) is a folder; name the Swift file to watch")
            }
        } else {
            path = session.workspace.workingFile(for: exercise).path
            displayName = path
        }

        let keyboard = Console.isTerminal(.standardInput) ? RawKeyboard() : nil
        let signals: SignalPipe
        do {
            // With keys, Ctrl-Z must give the terminal back before stopping and take it again after.
            signals = try SignalPipe(catching: [SIGINT, SIGTERM] + (keyboard == nil ? [] : [SIGTSTP, SIGCONT]))
        } catch {
            keyboard?.restore()
            throw UsageFailure("\(error)")
        }
        let watcher = FileWatcher(path: path, mechanism: poll ? .polling : .inotify)
        var loop = WatchLoop(session: session, exercise: exercise, path: path, displayName: displayName,
                             clearsScreen: Console.isTerminal(.standardOutput), keyboard: keyboard,
                             signals: signals, watcher: watcher)
        loop.run()
    }
}

/// The watch command's single-threaded loop: file changes, keys and signals all arrive
/// through `FileWatching.wait`.
private struct WatchLoop {
    var session: TutorSession
    let exercise: Exercise
    let path: String
    let displayName: String
    let clearsScreen: Bool
    let keyboard: RawKeyboard?
    let signals: SignalPipe
    let watcher: any FileWatching
    var standardInputOpen = true

    mutating func run() {
        defer { keyboard?.restore() }
        var intro = ["Watching \(displayName) for \(exercise.id) "
                     + (watcher.mechanism == .inotify ? "(inotify)." : "(checking every \(FileWatcher.describe(watcher.pollInterval)))."),
                     "Your working file for this exercise is \(session.workspace.workingFile(for: exercise).path)."]
        if let reason = watcher.fallbackReason { intro.append(reason) }
        Console.print(intro)
        if FileState.current(of: path).exists {
            if !gradeFile() { return finish() }
        } else {
            waitingForFile()
        }
        while true {
            var descriptors = [signals.descriptor]
            if standardInputOpen { descriptors.append(STDIN_FILENO) }
            switch watcher.wait(timeout: nil, alsoReading: descriptors) {
            case .changed(.missing):
                waitingForFile()
            case .changed(.present):
                if !gradeFile() { return finish() }
            case .readable(let descriptor) where descriptor == signals.descriptor:
                if !handleSignals() { return finish() }
            case .readable:
                if !readInput() { return finish() }
            case .timedOut:
                continue
            }
        }
    }

    /// Grades the file and shows the report; false when a signal asked to stop meanwhile.
    private mutating func gradeFile() -> Bool {
        guard let grader = session.grader else { return true }
        let source: String
        switch SourceFile.read(path) {
        case .success(let text): source = text
        case .failure(let problem):
            startAttemptScreen()
            Console.error(problem.description)
            status()
            return true
        }
        let report = grader.grade(exercise, source: source, displayName: displayName)
        // Ctrl-C while the compiler ran: leave without recording a half-watched attempt.
        if !handleSignals() { return false }
        startAttemptScreen()
        let warnings = session.recordAttempt(report, for: exercise, source: source)
        // The shell's report tells how to ask for a hint there; here the status line does.
        let lines = GradeView(style: session.style).render(report, displayName: displayName, hintsLeft: nil)
        Console.show(SessionReply(lines: lines, warnings: warnings))
        status()
        return true
    }

    private func startAttemptScreen() {
        if clearsScreen { FileHandle.standardOutput.write(Data("\u{1B}[H\u{1B}[2J\u{1B}[3J".utf8)) }
        let time = Date().formatted(date: .omitted, time: .standard)
        Console.print([session.style.apply(.gray, "── \(displayName) graded at \(time) ──")])
    }

    private func waitingForFile() {
        Console.print(["\(displayName) does not exist (deleted or not yet written); waiting for it to appear…"])
        status()
    }

    private func status() {
        var keys = "stops at end of input or Ctrl-C"
        if keyboard != nil {
            let used = (try? session.store.load().progress.exercises[exercise.id]?.hintsUsed) ?? nil
            let total = exercise.hints.count, next = (used ?? 0) + 1
            keys = (next <= total ? "h: hint \(next) of \(total)" : "h: all \(total) hints") + ", q: quit"
        }
        Console.print([session.style.apply(.gray, "watching \(displayName) — \(keys)")])
    }

    /// Acts on the signals that arrived; false when one asks to stop.
    private func handleSignals() -> Bool {
        for number in signals.take() {
            switch number {
            case SIGINT, SIGTERM:
                return false
            case SIGTSTP:
                keyboard?.restore()
                signals.stopProcess()
                keyboard?.enterRawMode()
                status()
            case SIGCONT:
                keyboard?.enterRawMode()  // continued after a stop that did not pass through here
            default:
                continue
            }
        }
        return true
    }

    /// Handles keys (terminal) or drains piped input; false when it is time to stop.
    private mutating func readInput() -> Bool {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count < 0, errno == EINTR || errno == EAGAIN { return true }
        guard count > 0 else {
            // End of input: a pipe stops the watch; a terminal simply stops being read.
            standardInputOpen = false
            return keyboard != nil
        }
        guard keyboard != nil else { return true }
        for byte in bytes.prefix(count) {
            switch byte {
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4:
                return false
            case UInt8(ascii: "h"), UInt8(ascii: "H"):
                Console.show(session.perform(.hint))
                status()
            default:
                continue
            }
        }
        return true
    }

    private func finish() {
        keyboard?.restore()
        Console.print(["Stopped watching \(displayName). Your progress is saved."])
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
