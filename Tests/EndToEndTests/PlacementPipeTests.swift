import Foundation
import Testing
import TutorCore

@Suite("placement through a pipe")
struct PlacementPipeTests {
    /// Answers today's placement test for Foundations (the seed is the day, so the test works
    /// out the same questions the binary asks), all right but the first; then undoes it.
    @Test func placingOutThroughThePipeAndResettingIt() throws {
        let curriculum = CurriculumLoader().load(packRoots: [repositoryRoot]).curriculum
        let track = try #require(curriculum.tracks.first { $0.id == "foundations" })
        for _ in 0..<2 {
            let seed = PlacementTest.seed(at: Date())
            let test = try PlacementTest.make(for: track, in: curriculum, seed: seed).get()
            var input = "placement foundations\n"
            for (index, question) in test.questions.enumerated() {
                switch question {
                case .predict(_, let expected):
                    input +=
                        (index == 0 ? "a wrong guess\n" : expected) + (expected.hasSuffix("\n") ? "" : "\n") + ".\n"
                case .rule(let id, _):
                    input += (index == 0 ? "corner-radius" == id ? "foreground-color" : "corner-radius" : id) + "\n"
                case .exercise:
                    Issue.record("a placement question never needs compiling")
                }
            }
            input += "progress\nreset foundations\ny\nprogress\n"
            let user = NewUser()
            // The binary asks from the same course the questions were worked out from.
            let result = try runPiped(
                [], input: input, user: user, environment: ["SWIFTUI_TUTOR_CURRICULUM": repositoryRoot.path])
            guard PlacementTest.seed(at: Date()) == seed else { continue }  // the day changed meanwhile: again
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            let out = result.stdout
            #expect(out.contains("Placement test for “\(track.title)”: \(test.questions.count) questions"), "\(out)")
            #expect(out.contains("Question \(test.questions.count) of \(test.questions.count)"))
            #expect(
                out.contains(
                    "Passed: \(test.questions.count - 1) of \(test.questions.count) right "
                        + "(\(test.required) needed)."), "\(out)")
            let exercises = curriculum.lessons(inTrack: track).flatMap(curriculum.exercises(of:)).count
            #expect(out.contains("Placed out:       \(exercises) (skipped by a placement test; not passed)"), "\(out)")
            #expect(out.contains("\(exercises) placed-out exercises of core/foundations are open again."), "\(out)")
            #expect(out.components(separatedBy: "Placed out:").count == 2, "the second progress shows none")
            let saved = try String(contentsOf: user.progressFile, encoding: .utf8)
            #expect(!saved.contains("placedOut"), "reset took the placement back")
            #expect(saved.contains("\"core/state-01\""), "lessons read stay read")
            return
        }
        Issue.record("the day changed during both runs, so no run was checked")
    }
}
