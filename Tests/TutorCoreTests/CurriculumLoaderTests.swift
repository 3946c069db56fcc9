import Foundation
import Testing

@testable import TutorCore

@Suite("Loading and validating packs")
struct CurriculumLoaderTests {
    // MARK: Valid content

    @Test func validPackLoadsInTeachingOrder() throws {
        let pack = try TemporaryPack()
        let result = pack.load()
        #expect(result.problems == [])
        let curriculum = result.curriculum
        #expect(curriculum.lessons.map(\.id) == ["alpha", "beta"])
        #expect(curriculum.items.map(\.id) == ["alpha", "alpha-ex", "beta", "beta-ex"])
        let exercise = try #require(curriculum.exercise(id: "alpha-ex"))
        #expect(exercise.kind == .program)
        #expect(exercise.hints == ["First hint.", "Second hint."])
        #expect(exercise.expected?.comparison == .normalized)
        #expect(exercise.checks.rules == ["foreground-color"])
        #expect(
            exercise.checks.require == [
                CodeConstruct(pattern: .declares(name: "Greeter", conformsTo: "View"), message: nil),
                CodeConstruct(pattern: .calls(signature: "task(id:)"), message: nil),
            ])
        #expect(
            exercise.checks.forbid == [CodeConstruct(pattern: .uses(name: "AnyView"), message: "No type erasure here.")]
        )
        let lesson = try #require(curriculum.lesson(id: "alpha"))
        #expect(lesson.sources == [GuidanceSource(file: "000_043375cc0e9d289f.txt", section: "State Management")])
        #expect(lesson.body.contains("Text about alpha."))
        #expect(!lesson.body.contains("objectives"))
    }

    @Test func builtInCurriculumHasNoProblems() {
        let result = CurriculumLoader().load(packRoots: [courseRoot])
        #expect(result.problems == [])
        #expect(result.curriculum.lessons.count >= 2)
        #expect(result.curriculum.exercises.count >= 2)
    }

    @Test func crlfAndByteOrderMarkAreAccepted() throws {
        let text =
            "\u{FEFF}" + TemporaryPack.validFiles["Lessons/02-beta.md"]!.replacingOccurrences(of: "\n", with: "\r\n")
        let pack = try TemporaryPack(changing: ["Lessons/02-beta.md": text])
        #expect(pack.problems() == [])
    }

    // MARK: pack.yml

    @Test func missingManifest() throws {
        let pack = try TemporaryPack(changing: ["pack.yml": nil])
        let problem = try #require(pack.problems().first(containing: "missing or cannot be read"))
        #expect(problem.file.hasSuffix("pack.yml"))
    }

    @Test func brokenYAMLNamesTheLine() throws {
        let pack = try TemporaryPack(changing: ["pack.yml": "id: sample\ntitle: [unclosed\nversion: 1\n"])
        let problem = try #require(pack.problems().first(containing: "invalid YAML"))
        #expect(problem.line != nil && problem.line! >= 2)
        #expect(problem.fix.contains("YAML syntax"))
    }

    @Test func manifestThatIsNotAMapping() throws {
        let pack = try TemporaryPack(changing: ["pack.yml": "- just\n- a list\n"])
        #expect(pack.problems().first(containing: "must be a mapping") != nil)
    }

    @Test func emptyManifest() throws {
        let pack = try TemporaryPack(changing: ["pack.yml": ""])
        #expect(pack.problems().first(containing: "YAML is empty") != nil)
    }

    @Test func missingRequiredKeysAreAllReported() throws {
        let pack = try TemporaryPack(changing: ["pack.yml": "id: sample\nlessons: [alpha, beta]\n"])
        let problems = pack.problems()
        #expect(problems.first(containing: "'title' is missing") != nil)
        #expect(problems.first(containing: "'version' is missing") != nil)
    }

    @Test func unknownKeySuggestsTheClosestKnownOne() throws {
        let text = TemporaryPack.validFiles["pack.yml"]! + "\ntitel: Oops\n"
        let problem = try #require(
            try TemporaryPack(changing: ["pack.yml": text]).problems().first(containing: "unknown key 'titel'"))
        #expect(problem.fix.contains("Did you mean 'title'?"))
        #expect(problem.line == 7)
    }

    @Test func invalidPackID() throws {
        let text = TemporaryPack.validFiles["pack.yml"]!.replacingOccurrences(of: "id: sample", with: "id: Sample Pack")
        #expect(try TemporaryPack(changing: ["pack.yml": text]).problems().first(containing: "not a valid id") != nil)
    }

    @Test func manifestListsAMissingLesson() throws {
        let text = TemporaryPack.validFiles["pack.yml"]! + "\n  - gamma\n"
        let problem = try #require(
            try TemporaryPack(changing: ["pack.yml": text]).problems().first(containing: "'gamma'"))
        #expect(problem.line == 7)
    }

    @Test func lessonListedTwice() throws {
        let text = TemporaryPack.validFiles["pack.yml"]! + "\n  - alpha\n"
        #expect(
            try TemporaryPack(changing: ["pack.yml": text]).problems().first(containing: "listed more than once") != nil
        )
    }

    @Test func lessonNotInManifest() throws {
        let text = TemporaryPack.validFiles["pack.yml"]!.replacingOccurrences(of: "  - beta\n", with: "")
            .replacingOccurrences(of: "  - beta", with: "")
        let problem = try #require(
            try TemporaryPack(changing: ["pack.yml": text]).problems().first(containing: "not listed in pack.yml"))
        #expect(problem.file.hasSuffix("Lessons/02-beta.md"))
    }

    @Test func missingFolder() throws {
        let pack = try TemporaryPack()
        try pack.remove("Lessons")
        #expect(pack.problems().first(containing: "no Lessons/ folder") != nil)
    }

    @Test func missingPackFolder() {
        let result = CurriculumLoader().load(packRoots: [URL(fileURLWithPath: "/nonexistent/pack-\(UUID())")])
        #expect(result.problems.first(containing: "does not exist") != nil)
        #expect(result.curriculum.packs.isEmpty)
    }

    // MARK: Lessons

    @Test func lessonWithoutFrontMatter() throws {
        let pack = try TemporaryPack(changing: ["Lessons/02-beta.md": "# Beta\n\nNo metadata.\n"])
        let problem = try #require(pack.problems().first(containing: "no front matter"))
        #expect(problem.line == 1)
    }

    @Test func frontMatterErrorsCountLinesFromTheFileStart() throws {
        let text = TemporaryPack.validFiles["Lessons/02-beta.md"]!.replacingOccurrences(
            of: "title: Beta", with: "title: Beta\ncolour: red")
        let problem = try #require(
            try TemporaryPack(changing: ["Lessons/02-beta.md": text]).problems().first(
                containing: "unknown key 'colour'"))
        #expect(problem.line == 4)
    }

    @Test func brokenFrontMatterYAML() throws {
        let text = TemporaryPack.validFiles["Lessons/02-beta.md"]!.replacingOccurrences(
            of: "title: Beta", with: "title: \"Beta")
        let problem = try #require(
            try TemporaryPack(changing: ["Lessons/02-beta.md": text]).problems().first(containing: "invalid YAML"))
        #expect(problem.line != nil && problem.line! >= 3)
    }

    @Test func sourceWithoutSection() throws {
        let text = TemporaryPack.validFiles["Lessons/02-beta.md"]!.replacingOccurrences(
            of: "    section: \"Something\"\n", with: "")
        #expect(
            try TemporaryPack(changing: ["Lessons/02-beta.md": text]).problems().first(
                containing: "'section' is missing") != nil)
    }

    @Test func emptyObjectives() throws {
        let text = TemporaryPack.validFiles["Lessons/02-beta.md"]!.replacingOccurrences(
            of: "  - Know beta.\n", with: ""
        ).replacingOccurrences(of: "objectives:\n", with: "objectives: []\n")
        #expect(
            try TemporaryPack(changing: ["Lessons/02-beta.md": text]).problems().first(containing: "at least one entry")
                != nil)
    }

    @Test func lessonWithoutText() throws {
        let text = TemporaryPack.validFiles["Lessons/02-beta.md"]!.replacingOccurrences(
            of: "Text about beta.", with: "")
        #expect(
            try TemporaryPack(changing: ["Lessons/02-beta.md": text]).problems().first(containing: "no text after")
                != nil)
    }

    @Test func duplicateLessonIDs() throws {
        let copy = TemporaryPack.validFiles["Lessons/01-alpha.md"]!.replacingOccurrences(
            of: "exercises:\n  - alpha-ex\n", with: "")
        let pack = try TemporaryPack(changing: ["Lessons/03-alpha-again.md": copy])
        #expect(pack.problems().first(containing: "lesson id 'alpha' is also used") != nil)
    }

    @Test func binaryJunkIsRefusedNotCrashedOn() throws {
        let pack = try TemporaryPack()
        try pack.write(Data([0xFF, 0xFE, 0x00, 0x13, 0x80, 0x81]), to: "Lessons/02-beta.md")
        let problem = try #require(pack.problems().first(containing: "not UTF-8 text"))
        #expect(problem.file.hasSuffix("02-beta.md"))
    }

    @Test func hugeFileIsRefused() throws {
        let pack = try TemporaryPack()
        try pack.write(String(repeating: "x", count: 2 << 20), to: "Lessons/02-beta.md")
        #expect(pack.problems().first(containing: "more than the") != nil)
    }

    @Test func nonMarkdownFileInLessons() throws {
        let pack = try TemporaryPack(changing: ["Lessons/notes.txt": "hi"])
        #expect(pack.problems().first(containing: "only Markdown lessons") != nil)
    }

    @Test func lessonNamesMissingExercise() throws {
        let text = TemporaryPack.validFiles["Lessons/02-beta.md"]!.replacingOccurrences(
            of: "  - beta-ex\n", with: "  - beta-ex\n  - beta-two\n")
        let problem = try #require(
            try TemporaryPack(changing: ["Lessons/02-beta.md": text]).problems().first(
                containing: "'beta-two', which does not exist"))
        #expect(problem.fix.contains("Exercises/beta-two/exercise.yml"))
    }

    // MARK: Exercises

    @Test func exerciseFolderWithoutManifest() throws {
        let pack = try TemporaryPack(changing: ["Exercises/stray/Starter.swift": "let a = 1\n"])
        #expect(pack.problems().first(containing: "has no exercise.yml") != nil)
    }

    @Test func exerciseIDMustMatchFolder() throws {
        let text = TemporaryPack.validFiles["Exercises/beta-ex/exercise.yml"]!.replacingOccurrences(
            of: "id: beta-ex", with: "id: beta-exercise")
        #expect(
            try TemporaryPack(changing: ["Exercises/beta-ex/exercise.yml": text]).problems().first(
                containing: "differs from the folder name") != nil)
    }

    @Test func missingStarter() throws {
        let pack = try TemporaryPack(changing: ["Exercises/beta-ex/Starter.swift": nil])
        let problem = try #require(pack.problems().first(containing: "Starter.swift, which does not exist"))
        #expect(problem.file.hasSuffix("Exercises/beta-ex/exercise.yml"))
    }

    @Test func unknownKind() throws {
        let text = TemporaryPack.validFiles["Exercises/beta-ex/exercise.yml"]!.replacingOccurrences(
            of: "kind: fix-it", with: "kind: quiz")
        let problem = try #require(
            try TemporaryPack(changing: ["Exercises/beta-ex/exercise.yml": text]).problems().first(
                containing: "unknown kind 'quiz'"))
        #expect(problem.fix.contains("program, fix-it, build-it, predict"))
    }

    @Test func programNeedsExpectedOutput() throws {
        let text = TemporaryPack.validFiles["Exercises/beta-ex/exercise.yml"]!.replacingOccurrences(
            of: "kind: fix-it", with: "kind: program")
        #expect(
            try TemporaryPack(changing: ["Exercises/beta-ex/exercise.yml": text]).problems().first(
                containing: "needs 'expected'") != nil)
    }

    @Test func expectedFileMissing() throws {
        let pack = try TemporaryPack(changing: ["Exercises/alpha-ex/expected.txt": nil])
        #expect(pack.problems().first(containing: "'expected.txt' does not exist") != nil)
    }

    @Test func unknownComparison() throws {
        let text = TemporaryPack.validFiles["Exercises/alpha-ex/exercise.yml"]!.replacingOccurrences(
            of: "output: expected.txt", with: "output: expected.txt\n  compare: fuzzy")
        #expect(
            try TemporaryPack(changing: ["Exercises/alpha-ex/exercise.yml": text]).problems().first(
                containing: "unknown comparison 'fuzzy'") != nil)
    }

    @Test func emptyHints() throws {
        let text = TemporaryPack.validFiles["Exercises/beta-ex/exercise.yml"]!.replacingOccurrences(
            of: "hints: [Look closely.]", with: "hints: []")
        #expect(
            try TemporaryPack(changing: ["Exercises/beta-ex/exercise.yml": text]).problems().first(
                containing: "'hints' must have at least one entry") != nil)
    }

    @Test func constructWithTwoKeys() throws {
        let text = TemporaryPack.validFiles["Exercises/alpha-ex/exercise.yml"]!.replacingOccurrences(
            of: "    - uses: AnyView", with: "    - uses: AnyView\n      calls: body")
        #expect(
            try TemporaryPack(changing: ["Exercises/alpha-ex/exercise.yml": text]).problems().first(
                containing: "exactly one of declares, calls or uses") != nil)
    }

    @Test func unknownRuleIDIsCaughtWhenLoading() throws {
        let text = TemporaryPack.validFiles["Exercises/alpha-ex/exercise.yml"]!.replacingOccurrences(
            of: "rules: [foreground-color]", with: "rules: [foreground-colour]")
        let problem = try #require(
            try TemporaryPack(changing: ["Exercises/alpha-ex/exercise.yml": text]).problems().first(
                containing: "'checks.rules' names 'foreground-colour', which is not a checker rule"))
        #expect(problem.fix.contains("Did you mean 'foreground-color'?"))
        #expect(problem.line == 12)
    }

    @Test func ignoredRulesAreReadCheckedAndNeverAlsoRequired() throws {
        let base = TemporaryPack.validFiles["Exercises/alpha-ex/exercise.yml"]!
        let ignoring = base.replacingOccurrences(
            of: "rules: [foreground-color]", with: "rules: [foreground-color]\n  ignore: [view-length]")
        let loaded = try TemporaryPack(changing: ["Exercises/alpha-ex/exercise.yml": ignoring]).load()
        #expect(loaded.problems == [])
        #expect(loaded.curriculum.exercise(id: "alpha-ex")?.checks.ignore == ["view-length"])

        let misspelt = base.replacingOccurrences(
            of: "rules: [foreground-color]", with: "rules: [foreground-color]\n  ignore: [view-lenght]")
        let unknown = try #require(
            try TemporaryPack(changing: ["Exercises/alpha-ex/exercise.yml": misspelt]).problems().first(
                containing: "'checks.ignore' names 'view-lenght', which is not a checker rule"))
        #expect(unknown.fix.contains("Did you mean 'view-length'?"))

        let both = base.replacingOccurrences(
            of: "rules: [foreground-color]", with: "rules: [foreground-color]\n  ignore: [foreground-color]")
        let problems = try TemporaryPack(changing: ["Exercises/alpha-ex/exercise.yml": both]).problems()
        #expect(problems.map(\.message) == ["'foreground-color' is in both 'checks.rules' and 'checks.ignore'"])
    }

    @Test func guidanceTitlesNameALessonsSources() throws {
        let manifest =
            TemporaryPack.validFiles["pack.yml"]! + """

                guidance:
                  - file: 000_043375cc0e9d289f.txt
                    title: "A guide to SwiftUI state"
                """
        let loaded = try TemporaryPack(changing: ["pack.yml": manifest]).load()
        #expect(loaded.problems == [])
        let curriculum = loaded.curriculum
        #expect(curriculum.packs.first?.guidance == ["000_043375cc0e9d289f.txt": "A guide to SwiftUI state"])
        let lesson = try #require(curriculum.lesson(id: "alpha"))
        let lines = LessonView(style: TerminalStyle(usesColor: false, width: 100)).render(
            lesson, curriculum: curriculum)
        #expect(lines.contains("  “A guide to SwiftUI state” (000_043375cc0e9d289f.txt):"))
        #expect(lines.contains("    State Management"))

        let broken = TemporaryPack.validFiles["pack.yml"]! + "\nguidance:\n  - just a file name\n"
        let problems = try TemporaryPack(changing: ["pack.yml": broken]).problems()
        #expect(problems.map(\.message) == ["every guidance entry must have 'file' and 'title'"])
    }

    @Test func problemsNameTheLineOfTheKey() throws {
        let text = TemporaryPack.validFiles["Exercises/beta-ex/exercise.yml"]!.replacingOccurrences(
            of: "kind: fix-it", with: "kind: quiz")
        #expect(
            try TemporaryPack(changing: ["Exercises/beta-ex/exercise.yml": text]).problems().first(
                containing: "unknown kind")?.line == 4)
        let renamed = TemporaryPack.validFiles["Exercises/beta-ex/exercise.yml"]!.replacingOccurrences(
            of: "id: beta-ex", with: "id: beta-other")
        #expect(
            try TemporaryPack(changing: ["Exercises/beta-ex/exercise.yml": renamed]).problems().first(
                containing: "differs from the folder")?.line == 1)
    }

    @Test func aPipeNamedLikeALessonIsRefusedWithoutBlocking() throws {
        let pack = try TemporaryPack()
        try pack.remove("Lessons/02-beta.md")
        #expect(mkfifo(pack.root.appendingPathComponent("Lessons/02-beta.md").path, 0o600) == 0)
        #expect(pack.problems().first(containing: "not a regular file") != nil)
    }

    @Test func badCallSignature() throws {
        let text = TemporaryPack.validFiles["Exercises/alpha-ex/exercise.yml"]!.replacingOccurrences(
            of: "\"task(id:)\"", with: "\"task(id\"")
        #expect(
            try TemporaryPack(changing: ["Exercises/alpha-ex/exercise.yml": text]).problems().first(
                containing: "is not a call signature") != nil)
    }

    @Test func exerciseForAnotherLesson() throws {
        let text = TemporaryPack.validFiles["Exercises/beta-ex/exercise.yml"]!.replacingOccurrences(
            of: "lesson: beta", with: "lesson: alpha")
        let problems = try TemporaryPack(changing: ["Exercises/beta-ex/exercise.yml": text]).problems()
        #expect(problems.first(containing: "does not list this exercise") != nil)
        #expect(problems.first(containing: "its 'lesson' is 'alpha'") != nil)
    }

    @Test func exerciseNamesMissingLesson() throws {
        let text = TemporaryPack.validFiles["Exercises/beta-ex/exercise.yml"]!.replacingOccurrences(
            of: "lesson: beta", with: "lesson: omega")
        #expect(
            try TemporaryPack(changing: ["Exercises/beta-ex/exercise.yml": text]).problems().first(
                containing: "'omega', which does not exist") != nil)
    }

    @Test func fileOutsideTheExerciseFolderIsRefused() throws {
        let text =
            TemporaryPack.validFiles["Exercises/beta-ex/exercise.yml"]! + "\nharness: ../alpha-ex/Solution.swift\n"
        #expect(
            try TemporaryPack(changing: ["Exercises/beta-ex/exercise.yml": text]).problems().first(
                containing: "inside the exercise folder") != nil)
    }

    // MARK: Whole-pack behaviour

    @Test func everyProblemIsReportedAtOnce() throws {
        let pack = try TemporaryPack(changing: [
            "Exercises/beta-ex/Starter.swift": nil,
            "Lessons/02-beta.md": "no front matter",
            "pack.yml": TemporaryPack.validFiles["pack.yml"]! + "\nauthr: me\n",
        ])
        let problems = pack.problems()
        #expect(problems.first(containing: "Starter.swift") != nil)
        #expect(problems.first(containing: "no front matter") != nil)
        #expect(problems.first(containing: "unknown key 'authr'")?.fix.hasPrefix("Did you mean 'author'?") == true)
        #expect(pack.load().curriculum.packs.isEmpty)
    }

    @Test func sameLessonIDsInTwoPacksAreToldApartByPack() throws {
        let first = try TemporaryPack()
        let second = try TemporaryPack(changing: [
            "pack.yml": TemporaryPack.validFiles["pack.yml"]!.replacingOccurrences(of: "id: sample", with: "id: other")
        ])
        let result = CurriculumLoader().load(packRoots: [first.root, second.root])
        #expect(result.problems.isEmpty)
        let curriculum = result.curriculum
        #expect(curriculum.packs.map(\.id) == ["sample", "other"])
        #expect(curriculum.lookup("alpha") == .ambiguous(["sample/alpha", "other/alpha"]))
        #expect(curriculum.lesson(id: "alpha") == nil)
        #expect(curriculum.lesson(id: "other/alpha")?.packID == "other")
        #expect(curriculum.exercise(id: "sample/alpha-ex")?.packID == "sample")
        #expect(curriculum.collisions.map(\.id) == ["alpha", "alpha-ex", "beta", "beta-ex"])
        #expect(curriculum.ids.contains("other/beta-ex"))
        #expect(curriculum.items.map(curriculum.reference(of:)) == curriculum.ids, "one answer, however asked")
        let alone = CurriculumLoader().load(packRoots: [first.root]).curriculum
        #expect(
            alone.ids.contains("alpha") && alone.ids.contains("beta-ex") && !alone.ids.contains { $0.contains("/") })
    }

    @Test func aSecondPackWithATakenPackIDIsReportedAndNotLoaded() throws {
        let first = try TemporaryPack()
        let second = try TemporaryPack()
        let result = CurriculumLoader().load(packRoots: [first.root, second.root])
        #expect(result.curriculum.packs.map(\.root) == [first.root])
        let problem = try #require(result.problems.first(containing: "the pack id 'sample' is already used by"))
        #expect(problem.file.hasSuffix("pack.yml"))
        #expect(result.outcomes.map { $0.pack != nil } == [true, false])
    }

    @Test func problemDescriptionReadsLikeACompilerMessage() {
        let problem = CurriculumProblem(file: "Lessons/01-a.md", line: 3, message: "unknown key 'x'", fix: "Remove it")
        #expect(problem.description == "Lessons/01-a.md:3: unknown key 'x'. Remove it")
    }

    @Test(arguments: [
        ("state-01", true), ("a", true), ("State-01", false), ("a--b", false), ("-a", false), ("", false),
        ("a_b", false),
    ])
    func contentIDs(id: String, valid: Bool) {
        #expect(ContentID.isValid(id) == valid)
    }

    @Test(arguments: [
        ("task(id:)", true), ("padding", true), ("onChange(of:_:)", true), ("task(id", false), ("(x:)", false),
        ("a(b)", false),
    ])
    func callSignatures(text: String, valid: Bool) {
        #expect(CallSignature.isValid(text) == valid)
    }
}
