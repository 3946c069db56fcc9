import Foundation
import Testing
import TutorCore

/// A learner goes through the Foundations track of the built-in course in the shell, through a
/// pipe: `next` again and again, each exercise answered with its reference solution, until the
/// track's summary appears.
@Suite("Walking the built-in course", .serialized)
struct CourseWalkTests {
    /// The course the tutor loads: `SWIFTUI_TUTOR_CURRICULUM` when set, else the repository's.
    static let root = ProcessInfo.processInfo.environment["SWIFTUI_TUTOR_CURRICULUM"]
        .flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["foundations"])
    func aLearnerFinishesATrackWithNext(trackID: String) throws {
        let loaded = CurriculumLoader().load(packRoots: [Self.root])
        #expect(loaded.problems.isEmpty, "the built-in course loads: \(loaded.problems)")
        let curriculum = loaded.curriculum
        let track = try #require(curriculum.tracks.first { $0.id == trackID })
        // Every earlier track is finished first, in course order, exactly as `next` leads.
        let tracks = curriculum.tracks.prefix { $0.id != trackID } + [track]
        let items = tracks.flatMap { curriculum.items(inTrack: $0) }
        var input = ""
        for item in items {
            input += "next\n"
            if case .exercise(let exercise) = item { input += "submit \(exercise.solutionFile.path)\n" }
        }
        input += "progress\nquit\n"
        let user = NewUser()
        let result = try runPiped([], input: input, user: user)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let output = result.stdout

        // `next` opened every item in course order: each exercise passed, in that order.
        var searchFrom = output.startIndex
        for item in items {
            let marker: String
            switch item {
            case .lesson(let lesson): marker = "lesson \(lesson.id)"
            case .exercise(let exercise): marker = "✓ Passed — \(exercise.id)"
            }
            let found = try #require(output.range(of: marker, range: searchFrom..<output.endIndex),
                                     "'\(marker)' should follow in order; output near the end:\n\(output.suffix(3000))")
            searchFrom = found.upperBound
        }
        let summary = try #require(output.range(of: "★ Track complete: \(track.title)", range: searchFrom..<output.endIndex))
        #expect(output[summary.upperBound...].contains("What you can do now"))
        #expect(output.components(separatedBy: "★ Track complete").count == tracks.count + 1, "one summary per finished track")
        #expect(output.contains(track.title))

        let progress = try runPiped(["progress", "--json"], input: "", user: user)
        let document = try JSONSerialization.jsonObject(with: Data(progress.stdout.utf8)) as? [String: Any]
        let figures = (document?["tracks"] as? [[String: Any]])?.first { $0["id"] as? String == trackID }
        #expect(figures?["lessonsRead"] as? Int == figures?["lessonsTotal"] as? Int)
        #expect(figures?["exercisesPassed"] as? Int == figures?["exercisesTotal"] as? Int)
        #expect((figures?["exercisesTotal"] as? Int ?? 0) >= 21)
    }
}
