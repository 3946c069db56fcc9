import Foundation
import Testing
import TutorCore

/// A learner goes through the built-in course in the shell, through a pipe: `next` again and
/// again, each exercise answered with its reference solution, until every track's summary has
/// appeared.
@Suite("Walking the built-in course", .serialized)
struct CourseWalkTests {
    /// The course the tutor loads: `SWIFTUI_TUTOR_CURRICULUM` when set, else the repository's.
    static let root =
        ProcessInfo.processInfo.environment["SWIFTUI_TUTOR_CURRICULUM"]
        .flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The whole course, track after track: every track's summary appears when its last
    /// exercise is passed, in order.
    @Test func aLearnerFinishesEveryTrackWithNext() async throws {
        let loaded = CurriculumLoader().load(packRoots: [Self.root])
        #expect(loaded.problems.isEmpty, "the built-in course loads: \(loaded.problems)")
        let curriculum = loaded.curriculum
        let tracks = curriculum.tracks
        #expect(tracks.count >= 2)
        var input = ""
        for item in curriculum.items {
            input += "next\n"
            if case .exercise(let exercise) = item { input += "submit \(exercise.solutionFile.path)\n" }
        }
        input += "next\nprogress\nquit\n"
        let user = NewUser()
        let result = try await onOwnThread { [input] in try runPiped([], input: input, user: user) }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let output = result.stdout

        // `next` opened every item in course order, and each track ended with its summary.
        var searchFrom = output.startIndex
        for track in tracks {
            for item in curriculum.items(inTrack: track) {
                let marker: String
                switch item {
                case .lesson(let lesson): marker = "lesson \(lesson.id)"
                case .exercise(let exercise): marker = "✓ Passed — \(exercise.id)"
                }
                let found = try #require(
                    output.range(of: marker, range: searchFrom..<output.endIndex),
                    "'\(marker)' should follow in order; output near the end:\n\(output.suffix(3000))")
                searchFrom = found.upperBound
            }
            let summary = try #require(
                output.range(of: "★ Track complete: \(track.title)", range: searchFrom..<output.endIndex),
                "the summary of \(track.id) follows its last exercise")
            #expect(output[summary.upperBound...].contains("What you can do now"))
            searchFrom = summary.upperBound
        }
        #expect(output.components(separatedBy: "★ Track complete").count == tracks.count + 1, "one summary per track")
        #expect(output[searchFrom...].contains("You have finished every lesson and exercise. Well done!"))

        let progress = try await onOwnThread { try runPiped(["progress", "--json"], input: "", user: user) }
        let document = try JSONSerialization.jsonObject(with: Data(progress.stdout.utf8)) as? [String: Any]
        let figures = try #require(document?["tracks"] as? [[String: Any]])
        #expect(figures.count == tracks.count)
        for entry in figures {
            #expect(entry["lessonsRead"] as? Int == entry["lessonsTotal"] as? Int, "\(entry["id"] ?? "")")
            #expect(entry["exercisesPassed"] as? Int == entry["exercisesTotal"] as? Int, "\(entry["id"] ?? "")")
        }
        #expect(document?["next"] == nil)
    }
}
