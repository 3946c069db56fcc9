import Foundation
import Testing

@testable import TutorCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Progress store on a real file system")
struct ProgressStoreTests {
    let fixedClock: @Sendable () -> Date = { instant(0) }
    let stamp = "20260528T202640Z"

    // MARK: Round trip

    @Test func missingFileIsEmptyProgressAndIsNotCreatedByLoading() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let store = scratch.store("deep/er/progress.json")
        #expect(try store.load() == ProgressLoadResult(progress: .empty))
        #expect(!FileManager.default.fileExists(atPath: scratch.file("deep")))
    }

    @Test func updateCreatesFoldersAndAFreshStoreReadsTheSameProgress() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let store = scratch.store("deep/er/progress.json")
        let saved = try store.update { progress in
            progress.recordLessonRead("state-01", at: instant(1.5))
            progress.recordAttempt("counter", verdict: "passed", passed: true, source: "struct A {}\n", at: instant(2))
            progress.recordHint("counter")
            progress.current = "counter"
        }
        #expect(saved.notices.isEmpty)
        #expect(saved.progress.exercises["counter"]?.hintsUsed == 1)
        let reread = try scratch.store("deep/er/progress.json").load()
        #expect(reread == saved)
        #expect(scratch.names() == ["deep"])
        let folder = try FileManager.default.contentsOfDirectory(atPath: scratch.file("deep/er")).sorted()
        #expect(folder == ["progress.json", "progress.json.lock"])
    }

    @Test func unchangedProgressIsNotRewritten() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let store = scratch.store()
        try store.update { _ in }
        #expect(scratch.names() == ["progress.json.lock"])
        try store.update { $0.recordHint("a") }
        let before = try inode(scratch.file("progress.json"))
        try store.update { _ in }
        try store.update { $0.current = nil }
        #expect(try inode(scratch.file("progress.json")) == before)
        try store.update { $0.recordHint("a") }
        #expect(try inode(scratch.file("progress.json")) != before)
    }

    @Test func fileModeIsKeptAcrossWrites() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let store = scratch.store()
        try store.update { $0.recordHint("a") }
        chmod(scratch.file("progress.json"), 0o600)
        try store.update { $0.recordHint("a") }
        #expect(POSIXFile.mode(of: scratch.file("progress.json")) == 0o600)
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsUpdated() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.file("dotfiles"), withIntermediateDirectories: false)
        try scratch.store("dotfiles/progress.json").update { $0.recordHint("a") }
        try FileManager.default.createSymbolicLink(
            atPath: scratch.file("link.json"), withDestinationPath: "dotfiles/progress.json")

        let store = scratch.store("link.json")
        #expect(store.path == scratch.file("dotfiles/progress.json"))
        try store.update { $0.recordHint("a") }
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.file("link.json"))
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try scratch.store("dotfiles/progress.json").load().progress.exercises["a"]?.hintsUsed == 2)
        #expect(scratch.names() == ["dotfiles", "link.json"])
    }

    // MARK: Merging

    @Test func aStaleReaderDoesNotUndoAnotherShellsUpdate() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let shellA = scratch.store()
        let shellB = scratch.store()
        let seenByA = try shellA.load().progress
        try shellB.update { $0.recordLessonRead("read-in-B", at: instant(1)) }
        try shellA.update { $0.recordAttempt("done-in-A", verdict: "passed", passed: true, source: "", at: instant(2)) }
        let final = try scratch.store().load().progress
        #expect(seenByA == .empty)
        #expect(final.hasRead(lesson: "read-in-B"))
        #expect(final.status(ofExercise: "done-in-A") == .passed)
    }

    @Test func threadsSharingOneFileLoseNoCount() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let store = scratch.store()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<25 { try store.update { $0.recordHint("shared") } }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.load().progress.exercises["shared"]?.hintsUsed == 100)
    }

    @Test func leftoverTemporaryFilesAreClearedByTheNextWrite() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.write("{\"schemaVersion\": 1", to: ".progress.json.tmp-999-1")
        try scratch.write("{", to: ".progress.json.tmp-999-2")
        try scratch.write("unrelated", to: ".other.json.tmp-1-1")
        try scratch.store().update { $0.recordHint("a") }
        #expect(scratch.names() == [".other.json.tmp-1-1", "progress.json", "progress.json.lock"])
    }

    // MARK: Damaged and newer files

    @Test(arguments: [
        ("empty", Data()),
        ("bad JSON", Data("{\"schemaVersion\": 1, \"exercises\": {".utf8)),
        ("wrong shape", Data("{\"schemaVersion\": 1, \"lessons\": [\"state-01\"]}".utf8)),
        ("binary junk", Data([0x00, 0x9F, 0x92, 0x96, 0xFF, 0x10, 0x7B])),
    ])
    func damagedFileIsMovedAsideByteForByteAndReported(label: String, bytes: Data) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.write(bytes)
        let result = try scratch.store(now: fixedClock).load()

        let backup = scratch.file("progress.json.corrupt-\(stamp)")
        #expect(result.progress == .empty, "\(label)")
        #expect(
            scratch.contents(of: "progress.json.corrupt-\(stamp)") == bytes,
            "\(label): backup must hold the original bytes")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("progress.json")), "\(label)")
        let notice = try #require(result.notices.first)
        #expect(result.notices.count == 1)
        guard case .movedAside(let path, let reportedBackup, .damaged) = notice else {
            Issue.record("\(label): unexpected notice \(notice)")
            return
        }
        #expect(path == scratch.file("progress.json"))
        #expect(reportedBackup == backup)
        #expect(notice.description.contains("moved, unchanged, to \(backup)"))
        #expect(notice.description.contains("could not be used"))
    }

    @Test func newerSchemaIsKeptAsideAndNamedSo() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let text = #"{"schemaVersion": 3, "learner": {"exercises": {}}}"#
        try scratch.write(text)
        let result = try scratch.store(now: fixedClock).load()
        let backupName = "progress.json.newer-\(stamp)"
        #expect(scratch.contents(of: backupName) == Data(text.utf8))
        #expect(
            result.notices == [
                .movedAside(
                    path: scratch.file("progress.json"), backup: scratch.file(backupName), problem: .newerSchema(3))
            ])
        #expect(result.notices[0].description.contains("newer version of swiftui-tutor (schema version 3"))
    }

    @Test func updateOverADamagedFileKeepsTheBackupAndSavesTheChange() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.write("not json at all")
        let result = try scratch.store(now: fixedClock).update { $0.recordHint("a") }
        #expect(result.notices.count == 1)
        #expect(scratch.contents(of: "progress.json.corrupt-\(stamp)") == Data("not json at all".utf8))
        #expect(try scratch.store().load().progress.exercises["a"]?.hintsUsed == 1)
    }

    @Test func backupsNeverOverwriteEarlierBackups() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let store = scratch.store(now: fixedClock)
        for round in 1...3 {
            try scratch.write("damaged \(round)")
            _ = try store.load()
        }
        #expect(scratch.contents(of: "progress.json.corrupt-\(stamp)") == Data("damaged 1".utf8))
        #expect(scratch.contents(of: "progress.json.corrupt-\(stamp)-2") == Data("damaged 2".utf8))
        #expect(scratch.contents(of: "progress.json.corrupt-\(stamp)-3") == Data("damaged 3".utf8))
    }

    // MARK: Paths that cannot be used

    @Test func parentThatIsAFileIsExplained() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.write("I am a file", to: "blocker")
        let store = scratch.store("blocker/progress.json")
        #expect(throws: ProgressStoreError.cannotCreateFolder(path: scratch.file("blocker"), reason: "Not a directory"))
        {
            try store.update { $0.recordHint("a") }
        }
        #expect(scratch.contents(of: "blocker") == Data("I am a file".utf8))
        #expect(
            throws: ProgressStoreError.cannotRead(
                path: scratch.file("blocker/progress.json"), reason: "Not a directory")
        ) {
            try store.load()
        }
    }

    @Test func aFolderInPlaceOfTheFileIsExplained() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            atPath: scratch.file("progress.json"), withIntermediateDirectories: false)
        #expect(throws: ProgressStoreError.cannotRead(path: scratch.file("progress.json"), reason: "Is a directory")) {
            try scratch.store().load()
        }
    }

    @Test func errorMessagesNameThePathAndTheWayOut() {
        let messages = [
            ProgressStoreError.cannotCreateFolder(path: "/p/d", reason: "Not a directory"),
            .folderReadOnly(path: "/p/d", reason: "Permission denied"),
            .fileReadOnly(path: "/p/d"),
            .cannotRead(path: "/p/d", reason: "Is a directory"),
            .cannotWrite(path: "/p/d", reason: "No space left on device"),
            .cannotLock(path: "/p/d", reason: "No locks available"),
            .cannotMoveAside(path: "/p/d", problem: .damaged("the file is empty"), reason: "Permission denied"),
        ].map(\.description)
        for message in messages {
            #expect(message.contains("/p/d"))
            #expect(message.contains("--progress PATH"))
            #expect(!message.contains("Error Domain"))
        }
        #expect(
            ProgressStoreError.fileReadOnly(path: "/x").localizedDescription
                == ProgressStoreError.fileReadOnly(path: "/x").description)
    }

    /// Permission bits do not bind root, so as root these run in a child process that has
    /// switched to the unprivileged user 65534 ("nobody"); otherwise the child runs as we do.
    @Test func readOnlyFileIsRefusedAndLeftAlone() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.store().update { $0.recordHint("kept") }
        let original = scratch.contents()
        chmod(scratch.file("progress.json"), 0o444)

        let (output, ending) = try runUnprivileged("try-update", scratch)
        let expected = ProgressStoreError.fileReadOnly(path: scratch.file("progress.json"))
        #expect(output == "error: \(expected)\n")
        #expect(ending == .exited(1))
        #expect(scratch.contents() == original)
    }

    @Test func readOnlyFolderIsRefusedButStillReadable() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.store().update { $0.recordHint("kept") }
        let original = scratch.contents()
        try FileManager.default.removeItem(atPath: scratch.file("progress.json.lock"))
        chmod(scratch.path, 0o555)

        let (output, ending) = try runUnprivileged("try-update", scratch)
        let expected = ProgressStoreError.folderReadOnly(path: scratch.path, reason: "Permission denied")
        #expect(output == "error: \(expected)\n")
        #expect(ending == .exited(1))
        #expect(scratch.contents() == original)

        let (loadOutput, loadEnding) = try runUnprivileged("try-load", scratch)
        #expect(loadOutput == "loaded 1 exercises\n")
        #expect(loadEnding == .exited(0))
    }

    @Test func readOnlyFolderWithAnExistingLockFileIsRefusedToo() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.store().update { $0.recordHint("kept") }
        chmod(scratch.file("progress.json.lock"), 0o666)
        chmod(scratch.path, 0o555)

        let (output, _) = try runUnprivileged("try-update", scratch)
        let expected = ProgressStoreError.folderReadOnly(path: scratch.path, reason: "Permission denied")
        #expect(output == "error: \(expected)\n")
        #expect(scratch.names() == ["progress.json", "progress.json.lock"])
    }

    @Test func aLockFileThisUserMayOnlyReadStillLocks() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.store().update { $0.recordHint("probe") }
        chmod(scratch.file("progress.json.lock"), 0o444)

        let (output, ending) = try runUnprivileged("try-update", scratch)
        #expect(output == "saved\n")
        #expect(ending == .exited(0))
        #expect(try scratch.store().load().progress.exercises["probe"]?.hintsUsed == 2)
    }

    @Test func damagedFileInAReadOnlyFolderIsReportedAndLeftInPlace() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.write("{ half a file")
        chmod(scratch.path, 0o555)

        let (output, ending) = try runUnprivileged("try-load", scratch)
        #expect(ending == .exited(0))
        #expect(
            output.hasPrefix(
                "loaded 0 exercises\nnotice: Your progress file \(scratch.file("progress.json")) could not be used"))
        #expect(output.contains("could not be moved aside (Permission denied), so it was left exactly as it is"))
        #expect(scratch.contents() == Data("{ half a file".utf8))
        #expect(scratch.names() == ["progress.json"])
    }

    // MARK: Helpers

    private func inode(_ path: String) throws -> UInt64 {
        var info = stat()
        try #require(stat(path, &info) == 0)
        return UInt64(info.st_ino)
    }

    private func runUnprivileged(_ mode: String, _ scratch: ScratchDirectory) throws -> (String, ChildProcess.Ending) {
        let writer = try stressWriterPath()
        let path = scratch.file("progress.json")
        guard runningAsRoot else { return try ChildProcess.run(writer, [mode, path]) }
        let nobody: uid_t = 65534
        chown(scratch.path, nobody, gid_t(nobody))
        for name in scratch.names() { chown(scratch.file(name), nobody, gid_t(nobody)) }
        return try ChildProcess.run(writer, [mode, path, String(nobody)])
    }
}
