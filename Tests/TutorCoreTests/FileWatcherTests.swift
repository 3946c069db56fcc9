#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import TutorCore

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

private func watcher(_ folder: WatchedFolder, _ mechanism: WatchMechanism,
                     debounce: Duration = .milliseconds(150)) -> FileWatcher {
    let watcher = FileWatcher(path: folder.file.path, mechanism: mechanism, debounce: debounce,
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
        try FileManager.default.createDirectory(at: nested.deletingLastPathComponent(), withIntermediateDirectories: true)
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
        defer { close(ends[0]); close(ends[1]) }
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
        let bytes = record(watch: 1, mask: 8, name: "Main.swift", padded: 16) + record(watch: 1, mask: 256, name: "b", padded: 16)
        let events = InotifyEvent.parse(bytes[...])
        #expect(events == [InotifyEvent(watch: 1, mask: 8, name: Array("Main.swift".utf8)),
                           InotifyEvent(watch: 1, mask: 256, name: Array("b".utf8))])
    }

    @Test func ignoresATruncatedRecord() {
        let bytes = record(watch: 1, mask: 8, name: "a", padded: 16) + record(watch: 2, mask: 8, name: "b", padded: 16).dropLast(4)
        #expect(InotifyEvent.parse(bytes[...]).map(\.watch) == [1])
    }
}
