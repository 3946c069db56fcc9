import Foundation
import Testing

@testable import TutorCore

@Suite("The tutor session")
struct TutorSessionTests {
    let pack: TemporaryPack
    let dataDirectory: URL
    var session: TutorSession

    init() throws {
        pack = try TemporaryPack()
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        session = Self.makeSession(pack: pack, dataDirectory: dataDirectory)
    }

    static func makeSession(pack: TemporaryPack, dataDirectory: URL) -> TutorSession {
        let curriculum = pack.load().curriculum
        let store = ProgressStore(
            location: ProgressLocation(
                path: dataDirectory.appendingPathComponent("progress.json").path, origin: .commandLine))
        return TutorSession(
            curriculum: curriculum, store: store,
            workspace: Workspace(root: dataDirectory.appendingPathComponent("workspace")),
            style: .plain)
    }

    var progress: TutorCore.Progress { (try? session.store.load().progress) ?? TutorCore.Progress() }

    @Test mutating func aLessonCountsAsReadOnceItsEndIsShown() {
        #expect(session.prompt == "swiftui> ")
        let reply = session.perform(.lesson(id: "alpha"))
        #expect(reply.isPageable)
        #expect(reply.lines.contains("Text about alpha."))
        #expect(reply.lines.contains { $0.contains("000_043375cc0e9d289f.txt — State Management") })
        #expect(session.prompt == "swiftui(alpha)> ")
        #expect(!progress.hasRead(lesson: "sample/alpha"), "opened is not read")
        #expect(session.lessonLeftEarly(reply).lines.first?.contains("type done if you have read it") == true)
        _ = session.lessonEndShown(reply)
        #expect(progress.hasRead(lesson: "sample/alpha"))
    }

    @Test mutating func doneMarksTheOpenLessonRead() {
        #expect(session.perform(.done).lines.first?.contains("open one first") == true)
        _ = session.perform(.lesson(id: "beta"))
        #expect(!progress.hasRead(lesson: "sample/beta"))
        #expect(session.perform(.done).lines.first == "Lesson beta is marked as read.")
        #expect(progress.hasRead(lesson: "sample/beta"))
    }

    @Test mutating func nextOpensTheFirstUnfinishedItem() {
        #expect(session.performPrintedWhole(.next).lines.first == "Alpha")
        #expect(session.perform(.next).lines.first == "Alpha exercise")
        var progress = self.progress
        progress.recordAttempt("sample/alpha-ex", verdict: "passed", passed: true, source: "", at: Date())
        _ = try? session.store.update { $0 = progress }
        #expect(session.perform(.next).lines.first == "Beta")
    }

    @Test mutating func exerciseWritesTheStarterOnceAndKeepsEdits() throws {
        let reply = session.perform(.exercise(id: "alpha-ex"))
        let exercise = try #require(session.curriculum.exercise(id: "alpha-ex"))
        let file = session.workspace.workingFile(for: exercise)
        #expect(reply.lines.contains { $0.contains("The starter code is in \(file.path)") })
        #expect(try String(contentsOf: file, encoding: .utf8) == "print(\"bye\")\n")
        try "print(\"mine\")\n".write(to: file, atomically: true, encoding: .utf8)
        let again = session.perform(.exercise(id: "alpha-ex"))
        #expect(again.lines.contains { $0.contains("kept as you left it") })
        #expect(try String(contentsOf: file, encoding: .utf8) == "print(\"mine\")\n")
    }

    @Test mutating func hintsComeOneAtATimeAndAreCounted() {
        #expect(session.perform(.hint).lines.first?.contains("Hints belong to exercises. Open one first") == true)
        _ = session.perform(.exercise(id: "alpha-ex"))
        let first = session.perform(.hint)
        #expect(first.lines.contains("Hint 1 of 2"))
        #expect(first.lines.contains("  First hint."))
        let second = session.perform(.hint)
        #expect(second.lines.contains("  Second hint."))
        #expect(progress.exercises["sample/alpha-ex"]?.hintsUsed == 2)
        let third = session.perform(.hint)
        #expect(third.lines.first?.contains("all 2 hints") == true)
        #expect(progress.exercises["sample/alpha-ex"]?.hintsUsed == 2)
    }

    @Test mutating func resetAsksFirstThenForgets() {
        _ = session.performPrintedWhole(.lesson(id: "alpha"))
        let reply = session.perform(.reset(id: "alpha"))
        #expect(reply.confirmation?.action == .reset(id: "alpha"))
        #expect(progress.hasRead(lesson: "sample/alpha"))
        let done = session.confirm(.reset(id: "alpha"))
        #expect(done.lines.first?.contains("was reset") == true)
        #expect(!progress.hasRead(lesson: "sample/alpha"))
    }

    @Test mutating func unknownIDsSuggestTheClosest() {
        #expect(session.perform(.lesson(id: "alhpa")).lines.first?.contains("Did you mean 'alpha'?") == true)
        #expect(session.perform(.exercise(id: "nothing-like-it")).lines.first?.contains("There is no exercise") == true)
        #expect(session.perform(.reset(id: "zzz")).confirmation == nil)
    }

    @Test mutating func lessonsListShowsMarks() {
        _ = session.performPrintedWhole(.lesson(id: "alpha"))
        let lines = session.perform(.lessons).lines
        #expect(lines.first?.hasPrefix("Sample pack") == true)
        #expect(lines.contains { $0.contains("✓ alpha") })
        #expect(lines.contains { $0.contains("  beta") && !$0.contains("✓") })
    }

    @Test mutating func progressReportCountsAgainstTheCurriculum() throws {
        _ = session.performPrintedWhole(.lesson(id: "beta"))
        let report = try ProgressReport.make(curriculum: session.curriculum, store: session.store)
        #expect(report.summary == .init(lessonsRead: 1, lessonsTotal: 2, exercisesPassed: 0, exercisesTotal: 2))
        #expect(report.json.contains("\"lessonsRead\" : 1"))
        #expect(session.perform(.progress).lines.first == "Lessons read:     1 of 2")
    }

    @Test func onlyGradedAttemptsAreRecorded() throws {
        let exercise = try #require(session.curriculum.exercise(id: "alpha-ex"))
        for verdict in [Verdict.cancelled, .internalError] {
            let report = GradeReport(exerciseID: exercise.id, verdict: verdict, score: 0, feedback: [])
            #expect(session.recordAttempt(report, for: exercise, source: "print(1)").isEmpty)
        }
        #expect(progress.exercises[exercise.qualifiedID]?.attempts ?? 0 == 0)
        _ = session.recordAttempt(
            GradeReport(exerciseID: exercise.id, verdict: .failed, score: 10, feedback: []),
            for: exercise, source: "print(1)")
        #expect(progress.exercises[exercise.qualifiedID]?.attempts == 1)
    }

    @Test func theLastPlaceIsRememberedBetweenSessions() {
        var first = session
        _ = first.perform(.lesson(id: "beta"))
        let second = Self.makeSession(pack: pack, dataDirectory: dataDirectory)
        #expect(second.prompt == "swiftui(beta)> ")
    }

    @Test mutating func unsavableProgressIsAWarningNotACrash() throws {
        let blocker = dataDirectory.appendingPathComponent("blocker")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        try Data("file".utf8).write(to: blocker)
        let store = ProgressStore(
            location: ProgressLocation(path: blocker.appendingPathComponent("progress.json").path, origin: .commandLine)
        )
        var broken = TutorSession(
            curriculum: session.curriculum, store: store, workspace: session.workspace, style: .plain)
        let reply = broken.perform(.lesson(id: "alpha"))
        #expect(reply.lines.contains("Text about alpha."))
        #expect(reply.warnings.first?.hasPrefix("Progress not saved") == true)
    }
}

@Suite("Checking code from the shell")
struct ShellCheckTests {
    let session: TutorSession

    init() throws {
        let pack = try TemporaryPack()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        session = TutorSessionTests.makeSession(pack: pack, dataDirectory: data)
    }

    func temporaryFile(_ data: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString).swift")
        try data.write(to: url)
        return url.path
    }

    @Test mutating func pastedCodeIsCheckedWithLineAndCaret() {
        var session = self.session
        #expect(session.perform(.check(file: nil)).pasteRequest == .check)
        let reply = session.receivePaste(.check, text: "import SwiftUI\nlet v = Text(\"Hi\").foregroundColor(.red)\n")
        #expect(
            reply.lines.first
                == "<pasted>:2:20: warning: use .foregroundStyle(_:) instead of the deprecated .foregroundColor(_:) "
                + "[foreground-color]"
        )
        #expect(reply.lines[1] == "    let v = Text(\"Hi\").foregroundColor(.red)")
        #expect(reply.lines[2] == "    " + String(repeating: " ", count: 19) + "^")
        #expect(reply.lines.last?.hasPrefix("1 warning.") == true)
    }

    @Test func cleanCodeIsPraisedAndEmptyPasteExplained() {
        #expect(session.receivePaste(.check, text: "let x = 1\n").lines.first?.contains("No findings") == true)
        #expect(session.receivePaste(.check, text: "  \n").lines == ["Nothing was pasted, so nothing was done."])
    }

    @Test mutating func filesAreReadWithClearErrors() throws {
        var session = self.session
        let good = try temporaryFile(Data("let v = Text(\"a\").foregroundColor(.red)\n".utf8))
        #expect(session.perform(.check(file: good)).lines.first?.hasPrefix("\(good):1:") == true)
        let junk = try temporaryFile(Data([0, 159, 146, 150]))
        #expect(session.perform(.check(file: junk)).warnings.first?.contains("not UTF-8 text") == true)
        #expect(session.perform(.check(file: "/no/such/file.swift")).warnings.first?.contains("no such file") == true)
        #expect(session.perform(.check(file: "/tmp")).warnings.first?.contains("is a folder") == true)
    }
}
