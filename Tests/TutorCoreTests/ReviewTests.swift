import Foundation
import Testing

@testable import TutorCore

/// A clock that says what the test tells it.
final class FixedDateSource: DateSource, @unchecked Sendable {
    var date: Date
    init(_ date: Date) { self.date = date }
    func now() -> Date { date }
}

func days(_ count: Double) -> TimeInterval { count * 86_400 }

@Suite("Review items and their Leitner schedule")
struct ReviewScheduleTests {
    @Test func rightAnswersWaitLongerAndAWrongOneStartsOver() {
        var item = ReviewSchedule.added(.rule, "foreground-color", at: instant(0))
        #expect(item.box == 0 && item.due == instant(days(1)))
        var answeredAt = instant(days(1))
        var waits: [TimeInterval] = []
        for _ in 0..<6 {
            item = ReviewSchedule.answered(item, correctly: true, at: answeredAt)
            waits.append(item.due.timeIntervalSince(answeredAt) / 86_400)
            answeredAt = item.due
        }
        #expect(waits == [3, 7, 16, 35, 35, 35])
        item = ReviewSchedule.answered(item, correctly: false, at: answeredAt)
        #expect(item.box == 0 && item.due == answeredAt.addingTimeInterval(days(1)))
        #expect(item.lastAnsweredAt == answeredAt)
    }

    @Test func breakingARuleAgainSendsItBackButKeepsWhenItWasAdded() {
        var progress = Progress()
        progress.addReview(.rule, "any-view", at: instant(0))
        progress.recordReviewAnswer("rule:any-view", correctly: true, at: instant(days(1)))
        #expect(progress.reviews["rule:any-view"]?.box == 1)
        progress.addReview(.rule, "any-view", at: instant(days(2)))
        #expect(progress.reviews["rule:any-view"]?.box == 0)
        #expect(progress.reviews["rule:any-view"]?.addedAt == instant(0))
        #expect(progress.dueReviews(at: instant(days(2))).isEmpty)
        #expect(progress.dueReviews(at: instant(days(3))).map(\.id) == ["rule:any-view"])
    }

    @Test func dueItemsComeLongestOverdueFirst() {
        var progress = Progress()
        progress.addReview(.rule, "b", at: instant(10))
        progress.addReview(.rule, "a", at: instant(10))
        progress.addReview(.predict, "p", at: instant(0))
        #expect(progress.dueReviews(at: instant(days(2))).map(\.id) == ["predict:p", "rule:a", "rule:b"])
    }

    @Test func brokenRulesAndMissedPredictionsBecomeItems() throws {
        let pack = try TemporaryPack()
        let curriculum = pack.load().curriculum
        var exercise = try #require(curriculum.exercise(id: "alpha-ex"))
        let report = GradeReport(
            exerciseID: exercise.id, verdict: .failed, score: 10,
            feedback: [
                FeedbackItem(kind: .actionable, message: "m", source: "foreground-color"),
                FeedbackItem(kind: .essential, message: "m", source: "foreground-color"),
                FeedbackItem(kind: .essential, message: "m", source: "output"),
                FeedbackItem(kind: .celebratory, message: "m", source: "any-view"),
            ])
        #expect(ReviewSources.items(after: report, of: exercise).map(\.1) == ["foreground-color"])
        exercise.kind = .predict
        #expect(ReviewSources.items(after: report, of: exercise).map { $0.0 } == [.predict, .rule])
        let cancelled = GradeReport(exerciseID: exercise.id, verdict: .cancelled, score: 0, feedback: [])
        #expect(ReviewSources.items(after: cancelled, of: exercise).isEmpty)
        #expect(ReviewSources.items(afterHint: 1, of: exercise).isEmpty)
        #expect(ReviewSources.items(afterHint: exercise.hints.count, of: exercise).map { $0.0 } == [.predict])
    }

    @Test func ruleQuestionsShowAFiringLineAndSuggestCloseIDs() throws {
        let line = try #require(ReviewQuestion.triggeringLine(of: "foreground-color"))
        #expect(line.contains("foregroundColor") && !line.contains("↓"))
        let question = ReviewQuestion.rule(id: "foreground-color", line: line)
        #expect(question.check(" Foreground-Color \n") == .right)
        #expect(
            question.check("any-view")
                == .wrong(["The rule was foreground-color: 'explain foreground-color' says why it matters."]))
        guard case .unclear(let message) = question.check("foregroud-color") else {
            Issue.record("a misspelt id was graded")
            return
        }
        #expect(message.contains("Did you mean 'foreground-color'?"))
    }
}

@Suite("The review command in a session")
struct ReviewSessionTests {
    let pack: TemporaryPack
    let dataDirectory: URL
    let clock = FixedDateSource(instant(0))
    var session: TutorSession

    init() throws {
        pack = try TemporaryPack()
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        let store = ProgressStore(
            location: ProgressLocation(
                path: dataDirectory.appendingPathComponent("progress.json").path, origin: .commandLine))
        session = TutorSession(
            curriculum: pack.load().curriculum, store: store,
            workspace: Workspace(root: dataDirectory.appendingPathComponent("workspace")), style: .plain, clock: clock)
    }

    /// The saved progress; a file that cannot be read, or was moved aside as damaged, fails the
    /// test instead of reading as empty.
    var progress: TutorCore.Progress {
        get throws {
            let loaded = try session.store.load()
            #expect(loaded.notices.isEmpty, "\(loaded.notices)")
            return loaded.progress
        }
    }

    @Test mutating func theLastHintMakesAnItemThatComesBackADayLater() throws {
        _ = session.perform(.exercise(id: "alpha-ex"))
        _ = session.perform(.hint)
        #expect(try progress.reviews.isEmpty)
        _ = session.perform(.hint)
        #expect(try progress.reviews.keys.sorted() == ["exercise:sample/alpha-ex"])
        #expect(
            session.perform(.review).lines.first?.hasPrefix("Nothing to review now. The next review is due on") == true)
        #expect(session.reviewsDueLine == nil)
        clock.date = instant(days(1))
        #expect(session.reviewsDueLine == "1 review due — type review.")
        let asked = session.perform(.review)
        #expect(asked.pasteRequest == .review(itemID: "exercise:sample/alpha-ex", oneLine: false))
        let stopped = session.receivePaste(.review(itemID: "exercise:sample/alpha-ex", oneLine: false), text: "")
        #expect(stopped.lines == ["Review stopped; 1 review still due — type review to go on."])
        #expect(session.perform(.next).lines.first == "1 review due — type review.")
    }

    @Test mutating func ruleAnswersMoveTheItemAlongTheSchedule() throws {
        try session.store.update { $0.addReview(.rule, "foreground-color", at: instant(0)) }
        clock.date = instant(days(1))
        let asked = session.perform(.review)
        #expect(asked.lines.contains("Which rule does this line break? Type its id (an empty line stops the review):"))
        let request = try #require(asked.pasteRequest)
        #expect(request.isOneLine)
        let retry = session.receivePaste(request, text: "foregroud-color")
        #expect(retry.pasteRequest == request, "a misspelt id is asked again, not graded")
        #expect(try progress.reviews["rule:foreground-color"]?.box == 0)
        let right = session.receivePaste(request, text: "foreground-color")
        #expect(right.lines.first == "Right. You will see it again in 3 days.")
        #expect(right.pasteRequest == nil)
        #expect(try progress.reviews["rule:foreground-color"]?.due == instant(days(4)))

        clock.date = instant(days(4))
        let wrong = session.receivePaste(try #require(session.perform(.review).pasteRequest), text: "any-view")
        #expect(wrong.lines.first == "Not quite. It comes back tomorrow.")
        #expect(try progress.reviews["rule:foreground-color"]?.box == 0)
        #expect(try progress.reviews["rule:foreground-color"]?.due == instant(days(5)))
    }
}
