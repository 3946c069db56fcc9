import Foundation
import SystemCalls

/// The terminal side of `swiftui-tutor watch`: where reports go, where keys come from and how
/// stop requests (signals) arrive. The CLI implements it on the real terminal, tests with pipes.
public protocol WatchConsole: AnyObject {
    /// Readable when the learner typed something or input ended; nil when input is not read.
    var inputDescriptor: Int32? { get }
    /// True when input is single keys (a terminal in raw mode); false when only its end matters.
    var readsKeys: Bool { get }
    /// Readable when a stop request (a signal) may have arrived.
    var interruptDescriptor: Int32 { get }
    /// Handles what arrived on `interruptDescriptor`; true when the watch should stop.
    func takeStopRequest() -> Bool
    /// Starts a fresh screen for an attempt; does nothing when output is not a terminal.
    func clearScreen()
    func show(_ reply: SessionReply)
}

/// Grades an exercise file once and then after every save, until asked to stop: `q` or the
/// end of input, or a stop request. Every attempt is recorded in the learner's progress; `h`
/// shows the next hint, counted as the shell's `hint` is.
public struct WatchLoop {
    private var session: TutorSession
    private let exercise: Exercise
    private let path: String
    private let displayName: String
    private let mechanism: WatchMechanism
    private let console: any WatchConsole
    private var inputOpen = true

    /// - Parameters:
    ///   - path: the file to grade, absolute.
    ///   - displayName: how reports name it (the path as the learner wrote it).
    ///   - mechanism: how saves are noticed (see `FileWatcher`).
    public init(
        session: TutorSession, exercise: Exercise, path: String, displayName: String,
        mechanism: WatchMechanism, console: any WatchConsole
    ) {
        self.session = session
        self.exercise = exercise
        self.path = path
        self.displayName = displayName
        self.mechanism = mechanism
        self.console = console
    }

    /// Runs until the learner or a signal stops it.
    public mutating func run() {
        // Opening the exercise makes it the current one (hints belong to it) and writes the
        // starter into the working file when there is none yet.
        let opened = session.perform(.exercise(id: exercise.id))
        // Watching starts after that write, which is not a save of the learner's.
        let watcher: any FileWatching = FileWatcher(path: path, mechanism: mechanism)
        var intro = [
            "Watching \(displayName) for \(exercise.id) "
                + (watcher.mechanism == .inotify
                    ? "(inotify)." : "(checking every \(FileWatcher.describe(watcher.pollInterval))).")
        ]
        intro.append("Your working file for this exercise is \(session.workspace.workingFile(for: exercise).path).")
        if let reason = watcher.fallbackReason { intro.append(reason) }
        console.show(SessionReply(lines: intro, warnings: opened.warnings))
        if FileState.current(of: path).exists {
            if !gradeFile() { return finish() }
        } else {
            waitingForFile()
        }
        while true {
            var descriptors = [console.interruptDescriptor]
            if inputOpen, let input = console.inputDescriptor { descriptors.append(input) }
            switch watcher.wait(timeout: nil, alsoReading: descriptors) {
            case .changed(.missing):
                waitingForFile()
            case .changed(.present):
                if !gradeFile() { return finish() }
            case .readable(let descriptor) where descriptor == console.interruptDescriptor:
                if console.takeStopRequest() { return finish() }
                status()
            case .readable:
                if !readInput() { return finish() }
            case .timedOut:
                continue
            }
        }
    }

    /// Grades the file and shows the report; false when a stop was requested meanwhile.
    private mutating func gradeFile() -> Bool {
        guard let grader = session.grader else {
            console.show(SessionReply(lines: [], warnings: [session.graderProblem ?? "Grading is not available here."]))
            return false
        }
        let source: String
        switch SourceFile.read(path) {
        case .success(let text): source = text
        case .failure(let problem):
            startAttempt()
            console.show(SessionReply(lines: [], warnings: [problem.description]))
            status()
            return true
        }
        let report = grader.grade(exercise, source: source, displayName: displayName)
        // Stopped while the compiler ran: leave without recording an attempt nobody saw.
        if console.takeStopRequest() { return false }
        startAttempt()
        let warnings = session.recordAttempt(report, for: exercise, source: source)
        // The shell's report says how to ask for a hint there; here the status line does.
        let lines = GradeView(style: session.style).render(
            report, displayName: displayName, hintsLeft: nil,
            suggestsShellCommands: false)
        console.show(SessionReply(lines: lines, warnings: warnings))
        status()
        return true
    }

    private func startAttempt() {
        console.clearScreen()
        let time = Date().formatted(date: .omitted, time: .standard)
        let heading = session.style.apply(.gray, "── \(displayName) graded at \(time) ──")
        console.show(SessionReply(lines: [heading]))
    }

    private func waitingForFile() {
        console.show(
            SessionReply(lines: [
                "\(displayName) does not exist (deleted or not yet written); waiting for it to appear…"
            ]))
        status()
    }

    private func status() {
        var keys = "stops at end of input or Ctrl-C"
        if console.readsKeys {
            let used = (try? session.store.load().progress.exercises[exercise.qualifiedID]?.hintsUsed) ?? nil
            let total = exercise.hints.count
            let next = (used ?? 0) + 1
            keys = (next <= total ? "h: hint \(next) of \(total)" : "h: all \(total) hints") + ", q: quit"
        }
        console.show(SessionReply(lines: [session.style.apply(.gray, "watching \(displayName) — \(keys)")]))
    }

    /// Handles keys, or drains piped input; false when it is time to stop.
    private mutating func readInput() -> Bool {
        guard let input = console.inputDescriptor else { return true }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(input, &bytes, bytes.count)
        if count < 0, SystemCall.lastErrorIsTransient { return true }
        guard count > 0 else {
            // End of input stops a piped watch; a terminal simply stops being read.
            inputOpen = false
            return console.readsKeys
        }
        guard console.readsKeys else { return true }
        for byte in bytes.prefix(count) {
            switch byte {
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4:  // 3 and 4: Ctrl-C and Ctrl-D as keys
                return false
            case UInt8(ascii: "h"), UInt8(ascii: "H"):
                console.show(session.perform(.hint))
                status()
            default:
                continue
            }
        }
        return true
    }

    private func finish() {
        console.show(SessionReply(lines: ["Stopped watching \(displayName). Your progress is saved."]))
    }
}
