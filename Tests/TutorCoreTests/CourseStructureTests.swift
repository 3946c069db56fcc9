import Foundation
import Testing

@testable import TutorCore

/// The sample pack with two tracks: alpha in "first", beta (which builds on alpha) in "second".
private func trackedPack(_ changes: [String: String?] = [:]) throws -> TemporaryPack {
    var files: [String: String?] = [
        "pack.yml": """
        id: sample
        title: Sample pack
        version: "1.0"
        tracks:
          - id: first
            title: The first track
            summary: [You know alpha.]
          - id: second
            title: The second track
        lessons:
          - alpha
          - beta
        """
    ]
    for (lesson, track, prerequisites) in [("alpha", "first", "[]"), ("beta", "second", "[alpha]")] {
        let key = lesson == "alpha" ? "Lessons/01-alpha.md" : "Lessons/02-beta.md"
        files[key] = TemporaryPack.validFiles[key]!.replacingOccurrences(
            of: "title: \(lesson.capitalized)\n",
            with: "title: \(lesson.capitalized)\ntrack: \(track)\nprerequisites: \(prerequisites)\nreading-minutes: 5\n"
        )
    }
    for (path, content) in changes { files[path] = content }
    return try TemporaryPack(changing: files)
}

@Suite("Course structure: tracks, prerequisites, sample answers")
struct CourseStructureTests {
    @Test func lessonsAreOrderedTrackByTrack() throws {
        let pack = try trackedPack([
            "pack.yml": """
            id: sample
            title: Sample pack
            version: "1.0"
            tracks:
              - {id: second, title: Second}
              - {id: first, title: First}
            lessons: [alpha, beta]
            """,
            "Lessons/02-beta.md": TemporaryPack.validFiles["Lessons/02-beta.md"]!
                .replacingOccurrences(of: "title: Beta\n", with: "title: Beta\ntrack: second\n"),
        ])
        let loaded = pack.load()
        #expect(loaded.problems.isEmpty)
        let curriculum = loaded.curriculum
        #expect(curriculum.tracks.map(\.id) == ["second", "first"])
        #expect(curriculum.lessons.map(\.id) == ["beta", "alpha"])
        #expect(curriculum.items.map(\.id) == ["beta", "beta-ex", "alpha", "alpha-ex"])
    }

    @Test func readsTheNewLessonAndExerciseKeys() throws {
        let pack = try trackedPack([
            "Exercises/alpha-ex/exercise.yml": TemporaryPack.validFiles["Exercises/alpha-ex/exercise.yml"]!
                .replacingOccurrences(of: "kind: program\n", with: "kind: program\ndifficulty: 2\nminutes: 12\n")
        ])
        let loaded = pack.load()
        #expect(loaded.problems.isEmpty)
        let beta = try #require(loaded.curriculum.lesson(id: "beta"))
        #expect(beta.trackID == "second")
        #expect(beta.prerequisites == ["alpha"])
        #expect(beta.readingMinutes == 5)
        let exercise = try #require(loaded.curriculum.exercise(id: "alpha-ex"))
        #expect(exercise.difficulty == 2)
        #expect(exercise.minutes == 12)
        #expect(loaded.curriculum.tracks.first?.summary == ["You know alpha."])
    }

    @Test func aPrerequisiteTaughtLaterIsReported() throws {
        let pack = try trackedPack([
            "pack.yml": """
            id: sample
            title: Sample pack
            version: "1.0"
            tracks: [{id: second, title: Second}, {id: first, title: First}]
            lessons: [alpha, beta]
            """
        ])
        let problem = try #require(pack.problems().first(containing: "is taught after this lesson"))
        #expect(problem.file.hasSuffix("Lessons/02-beta.md"))
        #expect(problem.line == 5)
        #expect(problem.message.contains("'alpha'"))
    }

    @Test func aCycleOfPrerequisitesIsNamed() throws {
        let alpha = TemporaryPack.validFiles["Lessons/01-alpha.md"]!
            .replacingOccurrences(of: "title: Alpha\n", with: "title: Alpha\ntrack: first\nprerequisites: [beta]\n")
        let pack = try trackedPack(["Lessons/01-alpha.md": alpha])
        let problems = pack.problems().filter { $0.message.contains("cycle") }
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("→") == true)
    }

    @Test func unknownPrerequisitesAndTracksGetSuggestions() throws {
        let beta = TemporaryPack.validFiles["Lessons/02-beta.md"]!
            .replacingOccurrences(of: "title: Beta\n", with: "title: Beta\ntrack: secnd\nprerequisites: [alpah]\n")
        let pack = try trackedPack(["Lessons/02-beta.md": beta])
        let problems = pack.problems()
        #expect(problems.first(containing: "the prerequisite 'alpah'")?.fix.contains("Did you mean 'alpha'?") == true)
        #expect(problems.first(containing: "the track 'secnd'")?.fix.contains("Did you mean 'second'?") == true)
        #expect(problems.first(containing: "the track 'second' has no lessons") != nil)
    }

    @Test func aTrackInAPackWithoutTracksIsAProblem() throws {
        let alpha = TemporaryPack.validFiles["Lessons/01-alpha.md"]!
            .replacingOccurrences(of: "title: Alpha\n", with: "title: Alpha\ntrack: first\n")
        let pack = try TemporaryPack(changing: ["Lessons/01-alpha.md": alpha])
        #expect(pack.problems().first(containing: "pack.yml declares no tracks") != nil)
    }

    @Test func aPackWithoutTracksHasOneNamedAfterIt() throws {
        let loaded = try TemporaryPack().load()
        #expect(loaded.problems.isEmpty)
        #expect(loaded.curriculum.tracks.map(\.id) == ["sample"])
        #expect(loaded.curriculum.items(inTrack: loaded.curriculum.tracks[0]).count == 4)
    }

    @Test func difficultyAndRulesAreValidated() throws {
        let exercise = TemporaryPack.validFiles["Exercises/alpha-ex/exercise.yml"]!
            .replacingOccurrences(of: "kind: program\n", with: "kind: program\ndifficulty: 5\nminutes: soon\n")
        let alpha = TemporaryPack.validFiles["Lessons/01-alpha.md"]!
            .replacingOccurrences(
                of: "title: Alpha\n", with: "title: Alpha\nrules: [foreground-colour]\nrevisits: [any-view]\n")
        let pack = try TemporaryPack(changing: [
            "Exercises/alpha-ex/exercise.yml": exercise, "Lessons/01-alpha.md": alpha,
        ])
        let problems = pack.problems()
        #expect(problems.first(containing: "'difficulty' must be a whole number from 1 to 3, not '5'") != nil)
        #expect(problems.first(containing: "'minutes' must be a whole number") != nil)
        #expect(
            problems.first(containing: "'foreground-colour', which is not a checker rule")?.fix
                .contains("Did you mean 'foreground-color'?") == true)
    }

    @Test func sampleAnswersAreFoundAndTheirHeadersRead() throws {
        let pack = try TemporaryPack(changing: [
            "Exercises/alpha-ex/mistakes/01-bye.swift":
                "// Mistake: says goodbye.\n// Expect: output\n// Expect: + bye\nprint(\"bye\")\n",
            "Exercises/alpha-ex/alternatives/01-terminator.swift":
                "// Alternative: prints with a terminator.\nprint(\"hello\", terminator: \"\\n\")\n",
        ])
        let loaded = pack.load()
        #expect(loaded.problems.isEmpty)
        let exercise = try #require(loaded.curriculum.exercise(id: "alpha-ex"))
        let mistake = AnswerHeader(try String(contentsOf: try #require(exercise.mistakes.first).file, encoding: .utf8))
        #expect(mistake.expectations == ["output", "+ bye"])
        #expect(mistake.notes["mistake"] == "says goodbye.")
        let alternative = AnswerHeader(
            try String(contentsOf: try #require(exercise.alternatives.first).file, encoding: .utf8))
        #expect(alternative.notes["alternative"] == "prints with a terminator.")
    }

    @Test func onlyAnswerFilesBelongInTheSampleFolders() throws {
        let pack = try TemporaryPack(changing: ["Exercises/alpha-ex/mistakes/notes.md": "why\n"])
        let problem = try #require(pack.problems().first(containing: "only .swift answers belong in mistakes/"))
        #expect(problem.file.hasSuffix("Exercises/alpha-ex/mistakes/notes.md"))
    }

    @Test func aMisspeltRuleIsExactlyOneProblem() throws {
        let exercise = TemporaryPack.validFiles["Exercises/alpha-ex/exercise.yml"]!
            .replacingOccurrences(of: "rules: [foreground-color]", with: "rules: [foreground-colr]")
        let problems = try TemporaryPack(changing: ["Exercises/alpha-ex/exercise.yml": exercise]).problems()
        #expect(problems.count == 1, "\(problems)")
        #expect(
            problems.first?.message == "'checks.rules' names 'foreground-colr', which is not a checker rule")
    }

    /// The lesson docs/AUTHORING.md shows is a lesson the loader accepts, with the exercise it names.
    @Test func theAuthoringGuidesLessonExampleLoads() throws {
        let guide = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/AUTHORING.md"), encoding: .utf8)
        let afterFence = try #require(guide.components(separatedBy: "```markdown\n").dropFirst().first)
        let lesson = try #require(afterFence.components(separatedBy: "\n```").first) + "\n"
        let pack = try TemporaryPack(changing: [
            "pack.yml":
                "id: guide\ntitle: Guide\nversion: \"1\"\ntracks: [{id: foundations, title: Foundations}]\nlessons: [state-01]\n",
            "Lessons/01-alpha.md": lesson, "Lessons/02-beta.md": nil,
            "Exercises/alpha-ex/exercise.yml": nil, "Exercises/alpha-ex/Starter.swift": nil,
            "Exercises/alpha-ex/Solution.swift": nil, "Exercises/alpha-ex/expected.txt": nil,
            "Exercises/beta-ex/exercise.yml": nil, "Exercises/beta-ex/Starter.swift": nil,
            "Exercises/beta-ex/Solution.swift": nil,
        ])
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Exercises/state-01-cart-model"),
            to: pack.root.appendingPathComponent("Exercises/state-01-cart-model"))
        let loaded = pack.load()
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(
            loaded.curriculum.lesson(id: "state-01")?.rules == [
                "state-not-private", "observable-object", "state-object",
            ])
    }

    @Test func predictionsIgnoreCommentLines() {
        #expect(PredictionAnswer.withoutComments("// what prints?\n1\n  // note\n2\n") == "1\n2\n")
    }
}

@Suite("Course progress")
struct CourseProgressTests {
    @Test func nextFollowsTheCourseAndFiguresCountPerTrack() throws {
        let pack = try trackedPack()
        let curriculum = pack.load().curriculum
        var progress = Progress()
        var course = CourseProgress(curriculum: curriculum, progress: progress)
        #expect(course.next?.id == "alpha")
        #expect(course.tracks.map(\.percent) == [0, 0])
        progress.recordLessonRead("sample/alpha", at: Date())
        course = CourseProgress(curriculum: curriculum, progress: progress)
        // The exercise of alpha comes before beta, which builds on alpha.
        #expect(course.next?.id == "alpha-ex")
        #expect(course.tracks[0].percent == 50)
        progress.recordAttempt("sample/alpha-ex", verdict: "passed", passed: true, source: "", at: Date())
        course = CourseProgress(curriculum: curriculum, progress: progress)
        #expect(course.tracks[0].isComplete)
        #expect(course.next?.id == "beta")
    }

    @Test func aTrackSummarySaysWhatWasLearnedAndWhatComesNext() throws {
        let pack = try trackedPack()
        let curriculum = pack.load().curriculum
        let lines = TrackSummaryView(style: .plain)
            .render(curriculum.tracks[0], curriculum: curriculum, next: curriculum.item(id: "beta"))
        #expect(lines.contains("★ Track complete: The first track"))
        #expect(lines.contains("  • You know alpha."))
        #expect(lines.last == "Next: the track 'The second track' starts with lesson beta — type next.")
    }

    @Test func progressBarsArePlainWithoutColour() {
        #expect(ProgressBar.render(percent: 50, width: 10, style: .plain) == "[#####-----]")
        #expect(ProgressBar.render(percent: 100, width: 4, style: .plain) == "[####]")
    }

    @Test func theRuleLinkPrefersTheHomeLesson() throws {
        let alpha = TemporaryPack.validFiles["Lessons/01-alpha.md"]!
            .replacingOccurrences(of: "title: Alpha\n", with: "title: Alpha\nrevisits: [any-view]\n")
        let beta = TemporaryPack.validFiles["Lessons/02-beta.md"]!
            .replacingOccurrences(of: "title: Beta\n", with: "title: Beta\nrules: [any-view]\n")
        let curriculum = try TemporaryPack(changing: ["Lessons/01-alpha.md": alpha, "Lessons/02-beta.md": beta]).load()
            .curriculum
        #expect(curriculum.lesson(teachingRule: "any-view")?.id == "beta")
        #expect(TutorSession.teachingLine(for: "any-view", in: curriculum).hasPrefix("Taught in lesson beta"))
        #expect(
            TutorSession.teachingLine(for: "foreground-color", in: curriculum)
                == "No lesson of the loaded course teaches this rule yet.")
    }
}
