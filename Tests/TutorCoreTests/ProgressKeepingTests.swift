import Foundation
import Testing

@testable import TutorCore

@Suite("Keeping and moving progress: migration, merge, reset --all, export and import")
struct ProgressKeepingTests {
    let fixedClock: @Sendable () -> Date = { instant(0) }
    let stamp = "20260528T202640Z"

    static let schemaOneFile = repositoryRoot.appendingPathComponent(
        "Tests/TutorCoreTests/Fixtures/progress-schema-1.json")

    // MARK: Migration

    @Test func aSchemaOneFileIsReadWhole() throws {
        let data = try Data(contentsOf: Self.schemaOneFile)
        guard case .progress(let read) = ProgressFileFormat.decode(data) else {
            Issue.record("the version 1 file was not read")
            return
        }
        let progress = ProgressMigration.upgrade(read)
        #expect(progress.schemaVersion == 2)
        #expect(progress.exercises.count == 3)
        #expect(progress.exercises["state-01-cart-model"]?.status == .passed)
        #expect(progress.exercises["state-01-cart-model"]?.attempts == 3)
        #expect(progress.exercises["modern-01-profile-card"]?.status == .gaveUp)
        #expect(progress.exercises["state-01-packing-list"]?.lastSubmission?.source == "@State\n@Binding\n")
        #expect(progress.lessons.keys.sorted() == ["modern-01", "state-01"])
        #expect(progress.current == "state-01-cart-model")
        #expect(progress.reviews.isEmpty && progress.studyPlan == nil)
    }

    @Test func theStoreUpgradesOnItsFirstSaveAndKeepsTheOldFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let original = try Data(contentsOf: Self.schemaOneFile)
        try scratch.write(original)
        let store = scratch.store(now: fixedClock)
        let loaded = try store.load()
        #expect(loaded.progress.schemaVersion == 2 && loaded.progress.exercises.count == 3)
        #expect(scratch.contents() == original, "reading alone changes nothing")

        let saved = try store.update { $0.recordHint("state-01-packing-list") }
        let backup = "progress.json.schema1-\(stamp)"
        #expect(
            saved.notices == [
                .upgraded(path: scratch.file("progress.json"), backup: scratch.file(backup), fromVersion: 1)
            ])
        #expect(scratch.contents(of: backup) == original, "the version 1 file is kept byte for byte")
        let reread = try store.load().progress
        #expect(reread.schemaVersion == 2)
        // Dates go through text again, so compare what a learner sees of them: the written form.
        #expect(try ProgressFileFormat.encode(reread) == ProgressFileFormat.encode(expectedAfterHint(loaded.progress)))
        try store.update { $0.recordHint("state-01-packing-list") }
        #expect(scratch.names().filter { $0.contains("schema1") }.count == 1, "the upgrade happens once")
    }

    private func expectedAfterHint(_ progress: TutorCore.Progress) -> TutorCore.Progress {
        var expected = progress
        expected.recordHint("state-01-packing-list")
        return expected
    }

    @Test func unknownReviewKindsAndBoxesAreDamage() {
        let text =
            #"{"schemaVersion": 2, "reviews": {"x:y": {"kind": "x", "subject": "y", "box": 0, "#
            + #""due": "2026-05-28T20:26:40Z", "addedAt": "2026-05-28T20:26:40Z"}}}"#
        guard case .unusable(.damaged(let reason)) = ProgressFileFormat.decode(Data(text.utf8)) else {
            Issue.record("an unknown review kind was accepted")
            return
        }
        #expect(reason.contains("\"x\" is not a review kind"))
        let box = text.replacingOccurrences(of: #""kind": "x""#, with: #""kind": "rule""#)
            .replacingOccurrences(of: #""box": 0"#, with: #""box": 9"#)
        guard case .unusable(.damaged(let boxReason)) = ProgressFileFormat.decode(Data(box.utf8)) else {
            Issue.record("box 9 was accepted")
            return
        }
        #expect(boxReason.contains("box must be 0 to 4"))
    }

    // MARK: Merge

    @Test func mergingKeepsTheBestResultAddsAttemptsAndDropsNothing() {
        var here = Progress()
        here.recordAttempt("a", verdict: "failed", passed: false, source: "1", at: instant(10))
        here.recordAttempt("a", verdict: "failed", passed: false, source: "2", at: instant(20))
        here.recordAttempt("b", verdict: "passed", passed: true, source: "b", at: instant(5))
        here.recordLessonRead("l", at: instant(50))
        here.addReview(.rule, "foreground-color", at: instant(100))
        here.current = "a"

        var there = Progress()
        there.recordAttempt("a", verdict: "passed", passed: true, source: "3", at: instant(15))
        there.recordHint("a")
        there.recordGaveUp("b")
        there.recordAttempt("c", verdict: "failed", passed: false, source: "c", at: instant(1))
        there.recordLessonRead("l", at: instant(40))
        there.recordLessonRead("l", at: instant(60))
        there.recordLessonRead("m", at: instant(1))
        there.addReview(.rule, "foreground-color", at: instant(0))
        there.addReview(.predict, "p", at: instant(0))
        there.current = "c"

        var merged = here
        merged.merge(there)
        #expect(merged.exercises["a"]?.status == .passed)
        #expect(merged.exercises["a"]?.attempts == 3)
        #expect(merged.exercises["a"]?.hintsUsed == 1)
        #expect(merged.exercises["a"]?.firstPassedAt == instant(15))
        #expect(merged.exercises["a"]?.lastSubmission?.source == "2", "the later submission")
        #expect(merged.exercises["b"]?.status == .passed, "a pass beats a solution shown")
        #expect(merged.exercises["c"] == there.exercises["c"])
        #expect(merged.lessons["l"] == LessonProgress(firstReadAt: instant(40), lastReadAt: instant(60)))
        #expect(merged.lessons["m"] != nil)
        #expect(merged.reviews.count == 2)
        #expect(merged.reviews["rule:foreground-color"]?.addedAt == instant(0), "the one due sooner")
        #expect(merged.current == "a")

        var intoEmpty = Progress()
        intoEmpty.merge(there)
        #expect(intoEmpty == there, "merging into nothing is a copy")
    }

    // MARK: reset --all

    @Test func resetAllKeepsACopyAndEmptiesTheFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let store = scratch.store(now: fixedClock)
        #expect(try store.resetAll() == nil, "nothing to reset, nothing kept")
        try store.update { $0.recordLessonRead("state-01", at: instant(1)) }
        let before = scratch.contents()
        let backup = try store.resetAll()
        #expect(backup == scratch.file("progress.json.before-reset-\(stamp)"))
        #expect(scratch.contents(of: "progress.json.before-reset-\(stamp)") == before)
        #expect(try store.load().progress == .empty)
        try store.update { $0.recordLessonRead("state-01", at: instant(2)) }
        #expect(try store.resetAll() == scratch.file("progress.json.before-reset-\(stamp)-2"), "no copy replaced")
    }

    // MARK: Export and import

    @Test func exportWritesTheFileFormatAndNeverReplacesAFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        var progress = Progress()
        progress.recordLessonRead("state-01", at: instant(1))
        try ProgressTransfer.export(progress, to: scratch.file("out.json"))
        #expect(try ProgressTransfer.read(scratch.file("out.json")) == progress)
        #expect(throws: ProgressTransferError.exportTargetExists(path: scratch.file("out.json"))) {
            try ProgressTransfer.export(.empty, to: scratch.file("out.json"))
        }
        #expect(throws: ProgressTransferError.self) {
            try ProgressTransfer.export(.empty, to: scratch.file("no/such/folder/out.json"))
        }
    }

    @Test func importRefusesWhatIsNotAProgressFileAndSaysWhy() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        #expect(throws: ProgressTransferError.importMissing(path: scratch.file("gone.json"))) {
            try ProgressTransfer.read(scratch.file("gone.json"))
        }
        try scratch.write(Data([0x00, 0xFF, 0x13]), to: "junk.bin")
        #expect(
            throws: ProgressTransferError.importUnusable(
                path: scratch.file("junk.bin"), problem: .damaged("it holds binary data, not JSON text"))
        ) { try ProgressTransfer.read(scratch.file("junk.bin")) }
        try scratch.write(#"{"schemaVersion": 9}"#, to: "newer.json")
        #expect(
            throws: ProgressTransferError.importUnusable(path: scratch.file("newer.json"), problem: .newerSchema(9))
        ) { try ProgressTransfer.read(scratch.file("newer.json")) }
        #expect(throws: ProgressTransferError.self) { try ProgressTransfer.read(scratch.path) }
        let old = try ProgressTransfer.read(Self.schemaOneFile.path)
        #expect(old.schemaVersion == 2 && old.exercises.count == 3, "an older export is upgraded")
    }
}
