import Foundation
import Sandbox
import Testing

@testable import TutorCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder with one file in it, removed afterwards.
private final class WatchedFolder {
    let folder: URL
    let file: URL

    init(content: String? = "let a = 1\n") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("Main.swift")
        if let content { try write(content) }
    }

    /// Writes in place (open, truncate, write, close), as most programs do.
    func write(_ content: String) throws {
        try Data(content.utf8).write(to: file)
    }

    /// Writes a new file beside it and renames it over the old one, as many editors save.
    func replaceByRename(_ content: String) throws {
        let temporary = folder.appendingPathComponent(".Main.swift.swp")
        try Data(content.utf8).write(to: temporary)
        #expect(rename(temporary.path, file.path) == 0)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
}

private func watcher(
    _ folder: WatchedFolder, _ mechanism: WatchMechanism,
    debounce: Duration = .milliseconds(150)
) -> FileWatcher {
    let watcher = FileWatcher(
        path: folder.file.path, mechanism: mechanism, debounce: debounce,
        pollInterval: .milliseconds(100))
    #expect(watcher.mechanism == mechanism)
    #expect(watcher.fallbackReason == nil)
    return watcher
}

private func size(_ event: WatchEvent) -> Int64? {
    if case .changed(.present(let snapshot)) = event { return snapshot.size }
    return nil
}

@Suite("Watching a file")
struct FileWatcherTests {
    @Test(arguments: [WatchMechanism.inotify, .polling])
    func seesAnInPlaceSave(mechanism: WatchMechanism) throws {
        let folder = try WatchedFolder()
        let watcher = watcher(folder, mechanism)
        try folder.write("let a = 12345\n")
        let event = watcher.wait(timeout: .seconds(3), alsoReading: [])
        #expect(size(event) == 14)
    }

    @Test(arguments: [WatchMechanism.inotify, .polling])
    func seesAReplacementByRename(mechanism: WatchMechanism) throws {
        let folder = try WatchedFolder()
        let before = FileState.current(of: folder.file.path)
        let watcher = watcher(folder, mechanism)
        try folder.replaceByRename("let b = 2\n")
        let event = watcher.wait(timeout: .seconds(3), alsoReading: [])
        guard case .changed(.present(let after)) = event, case .present(let old) = before else {
            Issue.record("expected a change to a present file, got \(event)")
            return
        }
        #expect(after.inode != old.inode)
        #expect(try String(contentsOf: folder.file, encoding: .utf8) == "let b = 2\n")
    }

    @Test(arguments: [WatchMechanism.inotify, .polling])
    func foldsABurstOfSavesIntoOneChange(mechanism: WatchMechanism) throws {
        let folder = try WatchedFolder()
        let watcher = watcher(folder, mechanism, debounce: .milliseconds(300))
        for round in 1...5 {
            try folder.write(String(repeating: "x", count: round))
            usleep(20_000)
        }
        #expect(size(watcher.wait(timeout: .seconds(3), alsoReading: [])) == 5)
        #expect(watcher.wait(timeout: .milliseconds(500), alsoReading: []) == .timedOut)
    }

    @Test(arguments: [WatchMechanism.inotify, .polling])
    func reportsDeletionAndThenTheFileComingBack(mechanism: WatchMechanism) throws {
        let folder = try WatchedFolder()
        let watcher = watcher(folder, mechanism)
        try FileManager.default.removeItem(at: folder.file)
        #expect(watcher.wait(timeout: .seconds(3), alsoReading: []) == .changed(.missing))
        try folder.write("let back = true\n")
        #expect(size(watcher.wait(timeout: .seconds(3), alsoReading: [])) == 16)
    }

    @Test func inotifyIgnoresOtherFilesInTheFolder() throws {
        let folder = try WatchedFolder()
        let watcher = watcher(folder, .inotify)
        try Data("other".utf8).write(to: folder.folder.appendingPathComponent("Other.swift"))
        #expect(watcher.wait(timeout: .milliseconds(400), alsoReading: []) == .timedOut)
    }

    @Test func fallsBackToPollingWhenTheFolderCannotBeWatched() throws {
        let folder = try WatchedFolder(content: nil)
        let nested = folder.folder.appendingPathComponent("later/Main.swift")
        let watcher = FileWatcher(path: nested.path, mechanism: .inotify, pollInterval: .milliseconds(100))
        #expect(watcher.mechanism == .polling)
        #expect(watcher.fallbackReason?.contains("cannot be watched") == true)
        try FileManager.default.createDirectory(
            at: nested.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let late = 1\n".utf8).write(to: nested)
        #expect(size(watcher.wait(timeout: .seconds(3), alsoReading: [])) == 13)
    }

    @Test func inotifyFallsBackToPollingWhenTheFolderIsRemoved() throws {
        let folder = try WatchedFolder()
        let watcher = watcher(folder, .inotify)
        try FileManager.default.removeItem(at: folder.folder)
        #expect(watcher.wait(timeout: .seconds(3), alsoReading: []) == .changed(.missing))
        #expect(watcher.mechanism == .polling)
        try FileManager.default.createDirectory(at: folder.folder, withIntermediateDirectories: true)
        try folder.write("let again = 1\n")
        #expect(size(watcher.wait(timeout: .seconds(3), alsoReading: [])) == 14)
    }

    @Test func returnsWhenAnotherDescriptorIsReadableAndKeepsPendingChanges() throws {
        let folder = try WatchedFolder()
        let watcher = watcher(folder, .inotify)
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        try folder.write("let changed = 1\n")
        var byte: UInt8 = 7
        #expect(write(ends[1], &byte, 1) == 1)
        #expect(watcher.wait(timeout: .seconds(3), alsoReading: [ends[0]]) == .readable(ends[0]))
        #expect(read(ends[0], &byte, 1) == 1)
        #expect(size(watcher.wait(timeout: .seconds(3), alsoReading: [ends[0]])) == 16)
    }

    @Test func timesOutWhenNothingHappens() throws {
        let folder = try WatchedFolder()
        let watcher = watcher(folder, .polling)
        let start = ContinuousClock.now
        #expect(watcher.wait(timeout: .milliseconds(250), alsoReading: []) == .timedOut)
        #expect(ContinuousClock.now - start >= .milliseconds(250))
    }
}

@Suite("Debouncing change bursts")
struct DebouncerTests {
    @Test func firesOnceTheBurstHasBeenQuietLongEnough() {
        let start = ContinuousClock.now
        var debouncer = Debouncer(quiet: .milliseconds(150), maximumDelay: .seconds(1))
        #expect(!debouncer.isPending)
        debouncer.record(start)
        debouncer.record(start + .milliseconds(100))
        #expect(debouncer.due == start + .milliseconds(250))
        let early = debouncer.fire(at: start + .milliseconds(200))
        #expect(!early)
        let onTime = debouncer.fire(at: start + .milliseconds(250))
        #expect(onTime)
        #expect(!debouncer.isPending)
        let afterwards = debouncer.fire(at: start + .seconds(5))
        #expect(!afterwards)
    }

    @Test func aStreamThatNeverPausesStillFiresAfterTheMaximumDelay() {
        let start = ContinuousClock.now
        var debouncer = Debouncer(quiet: .milliseconds(150), maximumDelay: .milliseconds(400))
        for step in 0...10 { debouncer.record(start + .milliseconds(100 * step)) }
        #expect(debouncer.due == start + .milliseconds(400))
    }
}

@Suite("Reading inotify records")
struct InotifyEventTests {
    private func record(watch: Int32, mask: UInt32, name: String, padded: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeBytes(of: watch) { bytes += $0 }
        withUnsafeBytes(of: mask) { bytes += $0 }
        withUnsafeBytes(of: UInt32(0)) { bytes += $0 }
        withUnsafeBytes(of: UInt32(padded)) { bytes += $0 }
        bytes += Array(name.utf8) + Array(repeating: 0, count: padded - name.utf8.count)
        return bytes
    }

    @Test func splitsRecordsAndStripsNamePadding() {
        let bytes =
            record(watch: 1, mask: 8, name: "Main.swift", padded: 16)
            + record(watch: 1, mask: 256, name: "b", padded: 16)
        let events = InotifyEvent.parse(bytes[...])
        #expect(
            events == [
                InotifyEvent(watch: 1, mask: 8, name: Array("Main.swift".utf8)),
                InotifyEvent(watch: 1, mask: 256, name: Array("b".utf8)),
            ])
    }

    @Test func ignoresATruncatedRecord() {
        let bytes =
            record(watch: 1, mask: 8, name: "a", padded: 16)
            + record(watch: 2, mask: 8, name: "b", padded: 16).dropLast(4)
        #expect(InotifyEvent.parse(bytes[...]).map(\.watch) == [1])
    }
}

/// Pipes standing in for the terminal: the test types keys and asks to stop; what the loop
/// shows is kept for inspection.
private final class PipeConsole: WatchConsole, @unchecked Sendable {
    let readsKeys: Bool
    private let keys: [Int32]
    private let interrupt: [Int32]
    private let lock = NSLock()
    private var shown: [String] = []

    init(readsKeys: Bool) {
        self.readsKeys = readsKeys
        var keyEnds: [Int32] = [-1, -1]
        var interruptEnds: [Int32] = [-1, -1]
        _ = pipe(&keyEnds)
        _ = pipe(&interruptEnds)
        _ = fcntl(interruptEnds[0], F_SETFL, O_NONBLOCK)
        keys = keyEnds
        interrupt = interruptEnds
    }

    deinit { (keys + interrupt).forEach { close($0) } }

    var inputDescriptor: Int32? { keys[0] }
    var interruptDescriptor: Int32 { interrupt[0] }

    func takeStopRequest() -> Bool {
        var byte: UInt8 = 0
        return read(interrupt[0], &byte, 1) == 1
    }

    func clearScreen() { record(["<clear>"]) }
    func show(_ reply: SessionReply) { record(reply.lines + reply.warnings) }

    private func record(_ lines: [String]) { lock.withLock { shown += lines } }
    var lines: [String] { lock.withLock { shown } }

    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(keys[1], $0.baseAddress, text.utf8.count) }
    }
    func endInput() { close(keys[1]) }
    func requestStop() {
        var byte: UInt8 = 1
        _ = write(interrupt[1], &byte, 1)
    }

    /// Waits until a shown line contains `text` `count` times.
    func waitFor(_ text: String, count: Int = 1, timeout: Duration = .seconds(5)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if lines.filter({ $0.contains(text) }).count >= count { return true }
            usleep(20_000)
        }
        return false
    }
}

/// A one-exercise pack (a `predict` exercise, graded without compiling), a progress file and
/// a workspace in a fresh folder.
private struct WatchFixture {
    let root: URL
    let session: TutorSession
    let exercise: Exercise

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("watch-loop-\(UUID().uuidString)")
        let files = [
            "pack/pack.yml": "id: sample\ntitle: Sample\nversion: \"1.0\"\nlessons: [basics]\n",
            "pack/Lessons/01-basics.md": """
            ---
            id: basics
            title: Basics
            sources: [{file: 000_043375cc0e9d289f.txt, section: "State Management"}]
            objectives: [Predict output.]
            exercises: [guess]
            ---
            Text.

            """,
            "pack/Exercises/guess/exercise.yml": """
            id: guess
            lesson: basics
            title: Guess
            kind: predict
            prompt: What does it print?
            hints: [Read it twice., Count the lines.]
            expected: {output: expected.txt}

            """,
            "pack/Exercises/guess/expected.txt": "right\n",
            "pack/Exercises/guess/Solution.swift": "right\n",
            "pack/Exercises/guess/Starter.swift": "wrong\n",
        ]
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        let curriculum = CurriculumLoader().load(packRoots: [root.appendingPathComponent("pack")]).curriculum
        exercise = try #require(curriculum.exercise(id: "guess"))
        var session = TutorSession(
            curriculum: curriculum,
            store: ProgressStore(
                location: ProgressLocation(
                    path: root.appendingPathComponent("progress.json").path, origin: .commandLine)),
            workspace: Workspace(root: root.appendingPathComponent("workspace")), style: .plain)
        session.grader = Grader(
            toolchain: Toolchain(
                compiler: "/nonexistent/swiftc", version: "test", swiftUIArguments: nil,
                moduleCache: root.path),
            sandbox: ProcessSandbox())
        self.session = session
    }

    var workingFile: URL { session.workspace.workingFile(for: exercise) }

    /// Runs the loop on a thread of its own; the semaphore is signalled when it returns.
    func start(_ console: PipeConsole) -> DispatchSemaphore {
        let finished = DispatchSemaphore(value: 0)
        let (session, exercise, path) = (session, exercise, workingFile.path)
        Thread {
            var loop = WatchLoop(
                session: session, exercise: exercise, path: path, displayName: "guess.txt",
                mechanism: .inotify, console: console)
            loop.run()
            finished.signal()
        }.start()
        return finished
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite("The watch loop")
struct WatchLoopTests {
    @Test func gradesAtStartAndOnEverySaveWaitsForADeletedFileAndAnswersKeys() throws {
        let fixture = try WatchFixture()
        defer { fixture.remove() }
        let console = PipeConsole(readsKeys: true)
        let finished = fixture.start(console)
        #expect(console.waitFor("✗ Not yet"))
        #expect(console.lines.contains("watching guess.txt — h: hint 1 of 2, q: quit"))
        try Data("right\n".utf8).write(to: fixture.workingFile)
        #expect(console.waitFor("✓ Passed"))
        try FileManager.default.removeItem(at: fixture.workingFile)
        #expect(console.waitFor("guess.txt does not exist"))
        try Data("nope\n".utf8).write(to: fixture.workingFile)
        #expect(console.waitFor("✗ Not yet", count: 2))
        console.type("h")
        #expect(console.waitFor("Hint 1 of 2"))
        #expect(console.waitFor("watching guess.txt — h: hint 2 of 2, q: quit"))
        console.type("q")
        #expect(finished.wait(timeout: .now() + 5) == .success)
        #expect(console.lines.last == "Stopped watching guess.txt. Your progress is saved.")
        #expect(console.lines.filter { $0 == "<clear>" }.count == 3)

        let record = try #require(try fixture.session.store.load().progress.exercises["sample/guess"])
        #expect(record.attempts == 3)
        #expect(record.hintsUsed == 1)
        #expect(record.status == .passed)
    }

    @Test func pipedInputIsNotReadAsKeysAndItsEndStopsTheWatch() throws {
        let fixture = try WatchFixture()
        defer { fixture.remove() }
        let console = PipeConsole(readsKeys: false)
        let finished = fixture.start(console)
        #expect(console.waitFor("watching guess.txt — stops at end of input or Ctrl-C"))
        console.type("hq")
        #expect(finished.wait(timeout: .now() + .milliseconds(400)) == .timedOut)
        #expect(!console.lines.contains { $0.hasPrefix("Hint") })
        console.endInput()
        #expect(finished.wait(timeout: .now() + 5) == .success)
    }

    @Test func aStopRequestEndsTheWatch() throws {
        let fixture = try WatchFixture()
        defer { fixture.remove() }
        let console = PipeConsole(readsKeys: true)
        let finished = fixture.start(console)
        #expect(console.waitFor("watching guess.txt"))
        console.requestStop()
        #expect(finished.wait(timeout: .now() + 5) == .success)
        let record = try fixture.session.store.load().progress.exercises["sample/guess"]
        #expect(record?.attempts == 1)
    }
}
