import Foundation
import Testing

@testable import TutorCore

@Suite("Progress value and its JSON form")
struct ProgressValueTests {
    @Test func lessonReadKeepsFirstAndLatestTimes() {
        var progress = Progress.empty
        progress.recordLessonRead("state-01", at: instant(100))
        progress.recordLessonRead("state-01", at: instant(300))
        progress.recordLessonRead("state-01", at: instant(50))
        #expect(progress.lessons["state-01"] == LessonProgress(firstReadAt: instant(50), lastReadAt: instant(300)))
        #expect(progress.hasRead(lesson: "state-01"))
        #expect(!progress.hasRead(lesson: "state-02"))
    }

    @Test func hintsCountUpWithoutChangingStatus() {
        var progress = Progress.empty
        #expect(progress.recordHint("counter") == 1)
        #expect(progress.recordHint("counter") == 2)
        #expect(progress.exercises["counter"]?.hintsUsed == 2)
        #expect(progress.status(ofExercise: "counter") == .notStarted)
    }

    @Test func attemptsMoveStatusForwardAndAPassSticks() throws {
        var progress = Progress.empty
        #expect(progress.status(ofExercise: "counter") == .notStarted)

        progress.recordAttempt("counter", verdict: "failed", passed: false, source: "v1", at: instant(1))
        #expect(progress.status(ofExercise: "counter") == .attempted)
        #expect(progress.exercises["counter"]?.firstPassedAt == nil)

        progress.recordAttempt("counter", verdict: "passed", passed: true, source: "v2", at: instant(2))
        progress.recordAttempt("counter", verdict: "compileError", passed: false, source: "v3", at: instant(3))
        let exercise = try #require(progress.exercises["counter"])
        #expect(exercise.status == .passed)
        #expect(exercise.attempts == 3)
        #expect(exercise.firstPassedAt == instant(2))
        #expect(exercise.lastSubmission == .init(source: "v3", verdict: "compileError", submittedAt: instant(3)))
        #expect(exercise.lastVerdict == "compileError")
    }

    @Test func givingUpDoesNotUndoAPass() {
        var progress = Progress.empty
        progress.recordGaveUp("a")
        #expect(progress.status(ofExercise: "a") == .gaveUp)
        progress.recordAttempt("a", verdict: "passed", passed: true, source: "", at: instant(1))
        #expect(progress.status(ofExercise: "a") == .passed)
        progress.recordGaveUp("a")
        #expect(progress.status(ofExercise: "a") == .passed)
    }

    @Test func resetForgetsOnlyTheNamedId() {
        var progress = Progress.empty
        progress.recordLessonRead("state-01", at: instant(1))
        progress.recordHint("state-01")
        progress.recordHint("binding-01")
        let removed = progress.reset("state-01")
        #expect(removed)
        #expect(progress.lessons["state-01"] == nil)
        #expect(progress.exercises["state-01"] == nil)
        #expect(progress.exercises["binding-01"]?.hintsUsed == 1)
        let removedAgain = progress.reset("state-01")
        #expect(!removedAgain)
    }

    @Test func jsonRoundTripKeepsEverything() throws {
        var progress = Progress.empty
        progress.recordLessonRead("state-01", at: instant(0.125))
        progress.recordAttempt(
            "counter", verdict: "passed", passed: true, source: "let x = \"é\\n\"\n", at: instant(7))
        progress.recordHint("counter")
        progress.recordGaveUp("hard")
        progress.current = "counter"

        let data = try ProgressFileFormat.encode(progress)
        #expect(ProgressFileFormat.decode(data) == .progress(progress))

        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
        let lessons = try #require(object["lessons"] as? [String: [String: String]])
        #expect(lessons["state-01"]?["firstReadAt"] == "2026-05-28T20:26:40.125Z")
    }

    @Test func acceptsDatesWithoutFractionAndMissingCollections() throws {
        let text =
            #"{"schemaVersion": 1, "lessons": {"a": {"firstReadAt": "2026-05-28T20:26:40Z", "#
            + #""lastReadAt": "2026-05-28T20:26:41Z"}}}"#
        guard case .progress(let progress) = ProgressFileFormat.decode(Data(text.utf8)) else {
            Issue.record("a valid file was rejected")
            return
        }
        #expect(progress.exercises.isEmpty)
        #expect(progress.current == nil)
        #expect(progress.lessons["a"]?.firstReadAt == instant(0))
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("  \n\t", "only blank space"),
        ("garbage{", "not valid JSON (unexpected text at line 1, column 1)"),
        ("{\"schemaVersion\": 1,\n  \"exercises\": }", "line 2, column 16"),
        ("{\"schemaVersion\": 1, \"exercises\": {", "cut short"),
        ("[1, 2]", "at the top level has the wrong type (expected an object)"),
        ("{}", "\"schemaVersion\" is missing"),
        ("{\"schemaVersion\": 0}", "schemaVersion must be 1 or more"),
        ("{\"schemaVersion\": 1, \"exercises\": []}", "\"exercises\" has the wrong type"),
        ("{\"schemaVersion\": 1, \"exercises\": {\"a\": {\"status\": \"done\"}}}", "\"done\" is not a status"),
        (
            "{\"schemaVersion\": 1, \"exercises\": {\"a\": {\"status\": \"passed\", \"attempts\": -1}}}",
            "must not be negative"
        ),
        (
            "{\"schemaVersion\": 1, \"lessons\": {\"a\": {\"firstReadAt\": \"monday\", \"lastReadAt\": \"monday\"}}}",
            "\"lessons.a.firstReadAt\" is wrong: \"monday\" is not an ISO-8601"
        ),
    ])
    func damagedContentsAreExplained(text: String, expected: String) {
        guard case .unusable(.damaged(let reason)) = ProgressFileFormat.decode(Data(text.utf8)) else {
            Issue.record("\(text.debugDescription) was accepted")
            return
        }
        #expect(reason.contains(expected), "reason was: \(reason)")
    }

    @Test func binaryJunkIsDamaged() {
        let junk = Data([0x7B, 0x00, 0xFF, 0xFE, 0x13, 0x37])
        #expect(ProgressFileFormat.decode(junk) == .unusable(.damaged("it holds binary data, not JSON text")))
    }

    @Test func newerSchemaIsRecognisedEvenWithAnUnknownShape() {
        let text = #"{"schemaVersion": 3, "exercises": ["a new layout"]}"#
        #expect(ProgressFileFormat.decode(Data(text.utf8)) == .unusable(.newerSchema(3)))
    }
}
