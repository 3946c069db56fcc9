import Wording

/// The loader's message catalogue: every sentence the pack loader says to an author, in one place,
/// so the wording is reviewed together and a fact is said the same way wherever it is found (the
/// idea of swift-syntax's diagnostic message catalogue). Sorted by what is being read. Members of
/// `ProblemText`, so a call site names the problem: `fields.report(.unknownKind(text), line: …)`.
extension ProblemText {
    // MARK: YAML

    static let emptyYAML = ProblemText(
        "the YAML is empty", fix: "Write the keys this file needs (see docs/AUTHORING.md)")
    static func unreadableYAML(_ error: any Error) -> ProblemText {
        ProblemText("the YAML could not be read (\(error))", fix: "Check the file is valid YAML")
    }
    static func invalidYAML(_ problem: String) -> ProblemText {
        ProblemText(
            "invalid YAML: \(problem)",
            fix:
                "Fix the YAML syntax at that line (indentation, a missing ':' or an unclosed quote are the usual causes)"
        )
    }
    static func invalidYAML(_ problem: String, column: Int) -> ProblemText {
        invalidYAML("\(problem) (column \(column))")
    }
    static func repeatedKeys(_ keys: [String]) -> ProblemText {
        ProblemText(
            "the key\(keys.count == 1 ? "" : "s") \(keys.map { "'\($0)'" }.joined(separator: ", ")) "
                + "appear\(keys.count == 1 ? "s" : "") more than once",
            fix: "Keep one of each key")
    }
    static func notYAMLText(_ problem: String) -> ProblemText {
        ProblemText("the file is not readable YAML text: \(problem)", fix: "Save the file as UTF-8 text")
    }

    // MARK: Keys and values

    /// - Parameter what: the mapping, as a noun phrase: "pack.yml", "a track", "'checks'".
    static func notAMapping(_ what: String) -> ProblemText {
        ProblemText(
            "\(what) must be a mapping of keys to values", fix: "Write it as 'key: value' lines (see docs/AUTHORING.md)"
        )
    }
    static func missingKey(_ key: String, example: String) -> ProblemText {
        ProblemText("the required key '\(key)' is missing", fix: "Add '\(key): \(example)'")
    }
    static func notText(_ key: String, example: String) -> ProblemText {
        ProblemText("'\(key)' must be a non-empty text value", fix: "Write '\(key): \(example)'")
    }
    static func notAWholeNumber(_ key: String, _ text: String, in range: ClosedRange<Int>, example: String)
        -> ProblemText
    {
        ProblemText(
            "'\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
            fix: "Write '\(key): \(example)'")
    }
    static func notAList(_ key: String) -> ProblemText {
        ProblemText("'\(key)' must be a list", fix: "Write each entry on its own line starting with '- '")
    }
    static func emptyList(_ key: String) -> ProblemText {
        ProblemText("'\(key)' must have at least one entry", fix: "Add an entry under '\(key):'")
    }
    static func entryNotText(_ key: String) -> ProblemText {
        ProblemText(
            "every entry of '\(key)' must be a non-empty text value", fix: "Write the entry as plain text after '- '")
    }
    /// - Parameter known: the keys read in this mapping, sorted.
    static func unknownKey(_ key: String, known: [String]) -> ProblemText {
        ProblemText(
            "unknown key '\(key)'",
            fix: "\(didYouMean(key, in: known).map { "\($0) " } ?? "")Known keys here: \(known.joined(separator: ", "))"
        )
    }
    static func invalidID(_ id: String) -> ProblemText {
        ProblemText(
            "'\(id)' is not a valid id",
            fix:
                "Use lowercase letters and digits joined by '-', at most \(ContentID.maximumLength) characters (e.g. "
                + "'state-01')")
    }
    /// A rule id in a lesson's `rules`/`revisits` or an exercise's `checks.rules` that the checker does not have.
    static func unknownRule(_ rule: String, key: String, known: Set<String>) -> ProblemText {
        ProblemText(
            "'\(key)' names '\(rule)', which is not a checker rule",
            fix: "\(didYouMean(rule, in: known).map { "\($0) " } ?? "")'swiftui-tutor rules' lists them all")
    }

    /// A rule an exercise both requires to be clean and ignores.
    static func requiredAndIgnored(_ rule: String) -> ProblemText {
        ProblemText(
            "'\(rule)' is in both 'checks.rules' and 'checks.ignore'",
            fix: "Keep it in 'rules' when the answer must not break it, in 'ignore' when it should never be mentioned")
    }

    // MARK: Packs (pack.yml)

    static let guidanceNotAMapping = ProblemText(
        "every guidance entry must have 'file' and 'title'",
        fix: "Write '- file: 000_….txt' and 'title: \"The guide's title\"' under 'guidance:'")

    static let noPackFolder = ProblemText(
        "the pack folder does not exist", fix: "Pass a folder that contains pack.yml, Lessons/ and Exercises/")
    static func duplicatePackID(_ id: String, usedBy origin: PackOrigin, in folder: String) -> ProblemText {
        ProblemText(
            "the pack id '\(id)' is already used by the \(origin.rawValue) pack in \(folder)",
            fix:
                "Give one of them another 'id' in its pack.yml, or remove one (an installed pack with "
                + "'swiftui-tutor pack remove \(id)')")
    }
    static let lessonEntryNotAnID = ProblemText(
        "every entry of 'lessons' must be a lesson id", fix: "Write the lesson's id after '- '")
    static let trackNotAMapping = ProblemText(
        "every track must have 'id' and 'title'",
        fix: "Write '- id: basics' and 'title: \"The basics\"' under 'tracks:'")
    static func invalidTrackID(_ id: String) -> ProblemText {
        ProblemText(
            "'\(id)' is not a valid track id",
            fix: "Use lowercase letters and digits joined by '-' (e.g. 'foundations')")
    }
    static func invalidTutorRequirement(_ error: VersionRequirementError) -> ProblemText {
        ProblemText(
            "'tutor' must list the tutor versions the pack supports: \(error)",
            fix: "Write it as 'tutor: \">=0.1\"' or 'tutor: \">=0.1, <1.0\"'")
    }
    static func unsupportedTutor(_ requirement: VersionRequirement, running: String) -> ProblemText {
        ProblemText(
            "the pack supports tutor \(requirement), and this tutor is \(running)",
            fix:
                "Use a version of the pack made for tutor \(running), or a tutor the pack supports "
                + "(swiftui-tutor --version prints this one's)")
    }

    // MARK: Lessons

    static let notMarkdown = ProblemText(
        "only Markdown lessons (.md) belong in Lessons/", fix: "Rename it to end in .md or move it out of Lessons/")
    static let noFrontMatter = ProblemText(
        "the lesson has no front matter",
        fix:
            "Start the file with a '---' line, the lesson's keys (id, title, sources, objectives), and "
            + "another '---' line")
    static let sourceNotAMapping = ProblemText(
        "every source must have 'file' and 'section'",
        fix: "Write '- file: 000_….txt' and 'section: \"Heading\"' under 'sources:'")
    static func taughtAndRevisited(_ rule: String) -> ProblemText {
        ProblemText(
            "'\(rule)' is in both 'rules' and 'revisits'",
            fix: "Keep it in 'rules' when this lesson teaches it, in 'revisits' when another lesson does")
    }
    static let noLessonText = ProblemText(
        "the lesson has no text after its front matter", fix: "Write the lesson below the closing '---'")

    // MARK: Exercises

    static let notAnExerciseFolder = ProblemText(
        "only exercise folders belong in Exercises/", fix: "Move the file into an exercise's folder or remove it")
    static let noExerciseManifest = ProblemText(
        "the exercise folder has no exercise.yml",
        fix: "Add an exercise.yml (see docs/AUTHORING.md) or remove the folder")
    static func unknownKind(_ text: String) -> ProblemText {
        ProblemText(
            "unknown kind '\(text)'",
            fix: "Use one of: \(ExerciseKind.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    static func fileOutsideExercise(_ key: String, example: String) -> ProblemText {
        ProblemText(
            "'\(key)' must name a file inside the exercise folder", fix: "Write a plain file name such as '\(example)'")
    }
    static func missingExerciseFile(_ key: String, _ name: String, folder: String) -> ProblemText {
        ProblemText(
            "'\(key)' names \(name), which does not exist in Exercises/\(folder)/",
            fix: "Create \(name) or correct the name")
    }
    static func needsExpectedOutput(_ kind: ExerciseKind) -> ProblemText {
        ProblemText(
            "a '\(kind.rawValue)' exercise needs 'expected'",
            fix: "Add 'expected: {output: expected.txt}' and the file with the exact output")
    }
    static func idDiffersFromFolder(_ id: String, folder: String) -> ProblemText {
        ProblemText(
            "the id '\(id)' differs from the folder name '\(folder)'",
            fix: "Rename the folder to '\(id)' or set 'id: \(folder)'")
    }
    static func unknownComparison(_ text: String) -> ProblemText {
        ProblemText(
            "unknown comparison '\(text)'",
            fix: "Use one of: \(OutputComparison.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    static func missingExpectedOutput(_ name: String, folder: String) -> ProblemText {
        ProblemText(
            "the expected output file '\(name)' does not exist in Exercises/\(folder)/",
            fix: "Create it with the exact expected output")
    }
    static let constructNotAMapping = ProblemText(
        "a construct must be a mapping such as '- uses: AnyView'", fix: "Use one of the keys declares, calls or uses")
    static func constructPatterns(_ count: Int) -> ProblemText {
        ProblemText(
            "a construct needs exactly one of declares, calls or uses (it has \(count))",
            fix: "Split it into one construct per key")
    }
    static let conformsToWithoutDeclares = ProblemText(
        "'conforms-to' only goes with 'declares'", fix: "Add 'declares: TypeName' or remove 'conforms-to'")
    static func notACallSignature(_ text: String) -> ProblemText {
        ProblemText(
            "'\(text)' is not a call signature", fix: "Write it as name(label:_:), e.g. \"task(id:_:)\" or \"padding\"")
    }

    // MARK: Sample answers (mistakes/, alternatives/)

    static func unreadableAnswerFolder(_ folder: String) -> ProblemText {
        ProblemText(
            "\(folder) must be a readable folder of answer files",
            fix: "Make \(folder)/ a folder holding one .swift file per answer")
    }
    static func notAnAnswerFile(allowed extensions: [String], folder: String) -> ProblemText {
        ProblemText(
            "only \(extensions.map { ".\($0)" }.joined(separator: " and ")) answers belong in \(folder)/",
            fix: "Rename it to end in .\(extensions[0]) or move it out of the folder")
    }

    // MARK: Lessons and exercises together

    static func lessonIDTaken(_ id: String, by file: String) -> ProblemText {
        ProblemText("the lesson id '\(id)' is also used by \(file)", fix: "Give each lesson its own id")
    }
    static func idOfLessonAndExercise(_ id: String) -> ProblemText {
        ProblemText("the id '\(id)' is used by a lesson and an exercise", fix: "Give the exercise another id")
    }
    static func lessonListedTwice(_ id: String) -> ProblemText {
        ProblemText("the lesson '\(id)' is listed more than once", fix: "Remove the repeated entry")
    }
    static func unknownListedLesson(_ id: String, known: some Sequence<String>) -> ProblemText {
        ProblemText(
            "'lessons' names '\(id)', but no lesson in Lessons/ has that id",
            fix: "Correct the id or add the lesson.\(didYouMean(id, in: known).map { " \($0)" } ?? "")")
    }
    static func lessonNotListed(_ id: String) -> ProblemText {
        ProblemText(
            "the lesson '\(id)' is not listed in pack.yml",
            fix: "Add '- \(id)' to 'lessons' in pack.yml where it should be taught")
    }
    static func unknownExercise(_ id: String) -> ProblemText {
        ProblemText(
            "the lesson names the exercise '\(id)', which does not exist",
            fix: "Create Exercises/\(id)/exercise.yml or remove it from 'exercises'")
    }
    static func exerciseNamesAnotherLesson(listedBy lesson: String, names other: String) -> ProblemText {
        ProblemText(
            "the lesson '\(lesson)' lists this exercise, but its 'lesson' is '\(other)'",
            fix: "Make 'lesson' and the lesson's 'exercises' agree")
    }
    static func unknownLessonOfExercise(_ id: String) -> ProblemText {
        ProblemText("'lesson' names '\(id)', which does not exist", fix: "Use the id of a lesson in Lessons/")
    }
    static func exerciseNotListed(by lesson: String, exercise: String, lessonFile: String) -> ProblemText {
        ProblemText(
            "the lesson '\(lesson)' does not list this exercise",
            fix: "Add '- \(exercise)' to 'exercises' in \(lessonFile)")
    }

    // MARK: Tracks and prerequisites

    static func trackWithoutTracks(_ track: String) -> ProblemText {
        ProblemText(
            "the lesson names the track '\(track)', but pack.yml declares no tracks",
            fix: "Declare the pack's tracks under 'tracks:' in pack.yml, or remove 'track' from the lesson")
    }
    static func trackDeclaredTwice(_ id: String) -> ProblemText {
        ProblemText("the track '\(id)' is declared more than once", fix: "Keep one entry per track")
    }
    static func noTrack(declared: [String]) -> ProblemText {
        ProblemText(
            "the lesson has no 'track'",
            fix: "Add 'track: ID' to its front matter, one of: \(declared.joined(separator: ", "))")
    }
    static func undeclaredTrack(_ track: String, declared: [String]) -> ProblemText {
        ProblemText(
            "the lesson names the track '\(track)', which pack.yml does not declare",
            fix:
                "\(didYouMean(track, in: declared).map { "\($0) " } ?? "")Use one of: \(declared.joined(separator: ", "))"
        )
    }
    static func emptyTrack(_ id: String) -> ProblemText {
        ProblemText(
            "the track '\(id)' has no lessons",
            fix: "Set 'track: \(id)' in its lessons' front matter, or remove the track")
    }
    static func unknownPrerequisite(_ id: String, known: some Sequence<String>) -> ProblemText {
        ProblemText(
            "the prerequisite '\(id)' is not a lesson of this pack",
            fix: "Correct the id or remove it from 'prerequisites'.\(didYouMean(id, in: known).map { " \($0)" } ?? "")")
    }
    /// - Parameter cycle: the lessons in order; the first is repeated at the end.
    static func prerequisiteCycle(_ cycle: [String]) -> ProblemText {
        ProblemText(
            "the prerequisites form a cycle: \((cycle + [cycle[0]]).joined(separator: " → "))",
            fix: "Remove one of these prerequisites: a lesson cannot need itself")
    }
    static func prerequisiteTaughtLater(_ prerequisite: String, lesson: String) -> ProblemText {
        ProblemText(
            "the prerequisite '\(prerequisite)' is taught after this lesson",
            fix: "Move '\(prerequisite)' before '\(lesson)' in pack.yml (or into an earlier track)")
    }

    // MARK: Files and folders

    static func missingFolder(_ name: String) -> ProblemText {
        ProblemText("the pack has no \(name)/ folder", fix: "Create \(name)/ next to pack.yml")
    }
    static func unreadableFolder(_ reason: String) -> ProblemText {
        ProblemText("the folder cannot be read (\(reason))", fix: "Check its permissions")
    }
    static let missingFile = ProblemText(
        "the file is missing or cannot be read", fix: "Create it (see docs/AUTHORING.md) or check its permissions")
    static let notARegularFile = ProblemText("the path is not a regular file", fix: "Replace it with a text file")
    static func fileTooLarge(_ bytes: Int, limit: Int) -> ProblemText {
        ProblemText(
            "the file is \(bytes) bytes, more than the \(limit) allowed",
            fix: "Split it into smaller lessons or exercises")
    }
    static let unreadableFile = ProblemText("the file cannot be read", fix: "Check its permissions")
    static let notUTF8 = ProblemText("the file is not UTF-8 text", fix: "Save it as UTF-8 text")

    /// "Did you mean 'x'?" for a likely typo of one of `known`.
    private static func didYouMean(_ name: String, in known: some Sequence<String>) -> String? {
        ClosestNames.best(for: name, in: known).map { "Did you mean '\($0)'?" }
    }
}
