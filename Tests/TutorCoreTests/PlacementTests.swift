import Foundation
import Testing

@testable import TutorCore

/// The answer that is right for a placement question, as the shell would read it.
func rightAnswer(to question: ReviewQuestion) -> String {
    switch question {
    case .predict(_, let expected): expected
    case .rule(let id, _): id
    case .exercise: ""
    }
}

/// An answer that is wrong but still an answer (a rule id that exists), so the question is not
/// asked again.
func wrongAnswer(to question: ReviewQuestion) -> String {
    switch question {
    case .predict: "1\n2\n3\n"
    case .rule(let id, _): id == "foreground-color" ? "corner-radius" : "foreground-color"
    case .exercise: ""
    }
}

@Suite("placement: testing out of a track")
struct PlacementTests {
    let curriculum = CurriculumLoader().load(packRoots: [repositoryRoot]).curriculum
    let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("placement-\(UUID().uuidString)")
    let clock = FixedDateSource(instant(days(400)))

    func makeSession() -> TutorSession {
        TutorSession(
            curriculum: curriculum,
            store: ProgressStore(
                location: ProgressLocation(
                    path: dataDirectory.appendingPathComponent("progress.json").path, origin: .commandLine)),
            workspace: Workspace(root: dataDirectory.appendingPathComponent("workspace")), style: .plain, clock: clock)
    }

    /// The saved progress; a file that cannot be read, or was moved aside as damaged, fails the
    /// test instead of reading as empty.
    var progress: TutorCore.Progress {
        get throws {
            let loaded = try makeSession().store.load()
            #expect(loaded.notices.isEmpty, "\(loaded.notices)")
            return loaded.progress
        }
    }

    var foundations: Track { curriculum.tracks.first { $0.id == "foundations" }! }

    @Test func questionsAreDrawnFromTheTrackAndFixedBySeed() throws {
        let first = try PlacementTest.make(for: foundations, in: curriculum, seed: 7).get()
        let again = try PlacementTest.make(for: foundations, in: curriculum, seed: 7).get()
        #expect(first == again, "the same seed asks the same questions in the same order")
        #expect((PlacementTest.fewest...PlacementTest.most).contains(first.questions.count))
        #expect(first.required == Int((Double(first.questions.count) * 0.8).rounded(.up)))
        let lessons = curriculum.lessons(inTrack: foundations)
        let taught = Set(lessons.flatMap(\.rules))
        let predicts = Set(lessons.flatMap(curriculum.exercises(of:)).filter { $0.kind == .predict }.map(\.id))
        var predictions = 0
        for question in first.questions {
            switch question {
            case .predict(let exercise, _):
                predictions += 1
                #expect(predicts.contains(exercise.id))
            case .rule(let id, let line):
                #expect(taught.contains(id) && !line.isEmpty)
            case .exercise:
                Issue.record("a placement question never needs compiling")
            }
        }
        #expect(predictions >= 1 && predictions <= first.questions.count / 2)
        let draws = (0..<6).map { try? PlacementTest.make(for: foundations, in: curriculum, seed: $0).get() }
        #expect(Set(draws.map { $0?.questions.map(rightAnswer) ?? [] }).count > 1, "other seeds draw other tests")
        #expect(PlacementTest.seed(at: instant(days(400) + 3600)) == PlacementTest.seed(at: instant(days(400))))
        #expect(PlacementTest.seed(at: instant(days(401))) != PlacementTest.seed(at: instant(days(400))))
    }

    @Test func aTrackWithTooFewQuestionsIsRefused() throws {
        let pack = try TemporaryPack()
        let small = pack.load().curriculum
        let track = try #require(small.tracks.first)
        #expect(PlacementTest.make(for: track, in: small, seed: 1) == .failure(.init(available: 0)))
        var session = TutorSession(
            curriculum: small, store: makeSession().store, workspace: makeSession().workspace, style: .plain)
        let reply = session.perform(.placement(track.id))
        #expect(reply.lines.first?.contains("a placement test needs at least 8") == true, "\(reply.lines)")
        #expect(reply.pasteRequest == nil)
    }

    @Test func passingMarksLessonsReadAndExercisesPlacedOutAndResetUndoesIt() throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        var session = makeSession()
        let passedBefore = try #require(curriculum.exercises.first { $0.id == "state-01-route-map" })
        _ = session.perform(.lesson(id: "state-01"))
        _ = try session.store.update {
            $0.recordAttempt(passedBefore.qualifiedID, verdict: "passed", passed: true, source: "x", at: clock.now())
        }
        var reply = session.perform(.placement("foundations"))
        let test = try PlacementTest.make(for: foundations, in: curriculum, seed: PlacementTest.seed(at: clock.now()))
            .get()
        #expect(
            reply.lines.first?.hasPrefix("Placement test for “\(foundations.title)”: \(test.questions.count)") == true)
        // One wrong answer (the first), the rest right: still at least 80 %.
        for (index, question) in test.questions.enumerated() {
            guard case .placement(let run) = reply.pasteRequest else {
                Issue.record("question \(index + 1) was not asked: \(reply.lines)")
                return
            }
            #expect(run.question == question)
            reply = session.receivePaste(
                .placement(run), text: index == 0 ? wrongAnswer(to: question) : rightAnswer(to: question))
        }
        #expect(reply.pasteRequest == nil)
        #expect(
            reply.lines.contains(
                "Passed: \(test.questions.count - 1) of \(test.questions.count) right "
                    + "(\(test.required) needed)."), "\(reply.lines)")
        let lessons = curriculum.lessons(inTrack: foundations)
        let exercises = lessons.flatMap(curriculum.exercises(of:))
        let saved = try progress
        #expect(lessons.allSatisfy { saved.hasRead(lesson: $0.qualifiedID) })
        #expect(saved.status(ofExercise: passedBefore.qualifiedID) == .passed, "a passed exercise stays passed")
        #expect(
            exercises.filter { $0.id != passedBefore.id }.allSatisfy {
                saved.status(ofExercise: $0.qualifiedID) == .placedOut
            })
        let listing = session.perform(.lessons).lines.joined(separator: "\n")
        #expect(listing.contains("(skipped — placed out)"))
        let summary = session.perform(.progress).lines
        #expect(summary.contains("Exercises passed: 1 of \(curriculum.exercises.count)"), "placed out is not passed")
        #expect(summary.contains("Placed out:       \(exercises.count - 1) (skipped by a placement test; not passed)"))

        let asked = session.perform(.reset(id: "foundations"))
        let confirmation = try #require(asked.confirmation)
        let undone = session.confirm(confirmation.action)
        #expect(
            undone.lines.first?.hasPrefix("\(exercises.count - 1) placed-out exercises of core/foundations") == true)
        let reopened = try progress
        #expect(exercises.allSatisfy { reopened.status(ofExercise: $0.qualifiedID) != .placedOut })
        #expect(reopened.status(ofExercise: passedBefore.qualifiedID) == .passed)
    }

    @Test func failingOrStoppingRecordsNothing() throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        var session = makeSession()
        var reply = session.perform(.placement("core/foundations"))
        var asked = 0
        while case .placement(let run) = reply.pasteRequest {
            asked += 1
            reply = session.receivePaste(.placement(run), text: wrongAnswer(to: run.question))
        }
        #expect(asked >= PlacementTest.fewest)
        #expect(reply.lines.last?.hasPrefix("0 of \(asked) right;") == true, "\(reply.lines)")
        let untouched = try progress
        #expect(untouched.exercises.isEmpty && untouched.lessons.isEmpty)

        reply = session.perform(.placement("foundations"))
        guard case .placement(let run) = reply.pasteRequest else {
            Issue.record("nothing asked")
            return
        }
        let stopped = session.receivePaste(.placement(run), text: "\n")
        #expect(
            stopped.lines == [
                "Placement test stopped after 0 of \(run.test.questions.count) questions; nothing "
                    + "was recorded."
            ])
        let unknown = session.perform(.placement("foundation"))
        #expect(unknown.lines.first?.hasPrefix("There is no track 'foundation'. Did you mean 'foundations'?") == true)
    }
}
