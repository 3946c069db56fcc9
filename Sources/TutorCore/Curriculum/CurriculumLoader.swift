import Foundation
import SwiftUIChecker
import Yams

/// The result of loading packs: what could be loaded, and every problem found.
public struct CurriculumLoadResult: Sendable {
    /// The packs that had no problems.
    public var curriculum: Curriculum
    /// Every problem in every pack. A pack with any problem is left out of `curriculum`.
    public var problems: [CurriculumProblem]
    /// One entry per folder asked for, in order: the pack when it loaded, and its problems.
    public var outcomes: [PackLoadOutcome] = []
}

/// A folder to load a pack from, and how the tutor came to look there.
public struct PackSource: Equatable, Sendable {
    public var root: URL
    public var origin: PackOrigin

    public init(root: URL, origin: PackOrigin) {
        self.root = root
        self.origin = origin
    }
}

/// What became of one pack folder.
public struct PackLoadOutcome: Sendable {
    public var source: PackSource
    /// The pack, when it loaded without problems.
    public var pack: Pack?
    public var problems: [CurriculumProblem]
}

/// Loads and validates packs from folders on disk.
public struct CurriculumLoader: Sendable {
    /// Content files larger than this are refused rather than read.
    public var maximumFileSize = 1 << 20
    /// The version a pack's `tutor:` requirement is checked against.
    public var tutorVersion = TutorRelease.version

    public init() {}

    /// Loads every pack, reporting all problems at once. Lesson and exercise ids need only be
    /// unique within their pack (`pack/id` tells packs apart); pack ids must be unique, and a
    /// second pack with a taken id is reported and not loaded.
    public func load(packRoots: [URL]) -> CurriculumLoadResult {
        load(sources: packRoots.map { PackSource(root: $0, origin: .commandLine) })
    }

    /// As `load(packRoots:)`, remembering where each pack came from.
    public func load(sources: [PackSource]) -> CurriculumLoadResult {
        var packs: [Pack] = []
        var problems: [CurriculumProblem] = []
        var outcomes: [PackLoadOutcome] = []
        for source in sources {
            var packProblems: [CurriculumProblem] = []
            var pack = loadPack(at: source.root, problems: &packProblems)
            pack?.origin = source.origin
            if let loaded = pack, let other = packs.first(where: { $0.id == loaded.id }) {
                packProblems.append(
                    CurriculumProblem(
                        file: displayPath(source.root, "pack.yml"), line: 1,
                        .duplicatePackID(loaded.id, usedBy: other.origin, in: DisplayPath.of(other.root))))
                pack = nil
            }
            if let pack { packs.append(pack) }
            problems += packProblems
            outcomes.append(PackLoadOutcome(source: source, pack: pack, problems: packProblems))
        }
        return CurriculumLoadResult(curriculum: Curriculum(packs: packs), problems: problems, outcomes: outcomes)
    }

    /// Loads one pack. Returns nil when the pack has any problem.
    func loadPack(at root: URL, problems: inout [CurriculumProblem]) -> Pack? {
        let manifestURL = root.appendingPathComponent("pack.yml")
        let manifestName = displayPath(root, "pack.yml")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            problems.append(CurriculumProblem(file: root.path, .noPackFolder))
            return nil
        }
        let before = problems.count
        let manifest = readManifest(manifestURL, displayName: manifestName, problems: &problems)
        let lessons = loadLessons(root: root, packID: manifest?.id ?? "", problems: &problems)
        let (exercises, unloaded) = loadExercises(root: root, packID: manifest?.id ?? "", problems: &problems)
        guard let manifest else { return nil }
        let listed = crossCheck(
            manifest: manifest, manifestName: manifestName, root: root,
            lessons: lessons, exercises: exercises, unloadedExercises: unloaded, problems: &problems)
        let course = CourseOrder(manifest: manifest, manifestName: manifestName, lessons: listed)
        problems += course.problems(manifestName: manifestName) { displayPath(root, relativePath($0.file, root)) }
        guard problems.count == before else { return nil }
        return Pack(
            id: manifest.id, title: manifest.title, version: manifest.version,
            description: manifest.description, author: manifest.author, licence: manifest.licence,
            tutorRequirement: manifest.tutorRequirement, guidance: manifest.guidance, root: root, tracks: course.tracks,
            lessons: course.lessons,
            exercises: exercises)
    }

    // MARK: - pack.yml

    struct Manifest {
        var id: String
        var title: String
        var version: String
        var description: String?
        var author: String?
        var licence: String?
        var tutorRequirement: VersionRequirement?
        var lessonOrder: [(id: String, line: Int?)]
        /// Declared tracks with the line of each entry; empty when the pack declares none.
        var tracks: [(track: Track, line: Int?)]
        /// Titles of the guidance documents lessons cite, by file name.
        var guidance: [String: String]
    }

    private func readManifest(_ url: URL, displayName: String, problems: inout [CurriculumProblem]) -> Manifest? {
        guard let text = readText(url, displayName: displayName, problems: &problems) else { return nil }
        let node: Node
        switch YAMLText.parse(text, file: displayName) {
        case .success(let parsed): node = parsed
        case .failure(let problem):
            problems.append(problem)
            return nil
        }
        guard var fields = YAMLMapping(node, file: displayName, lineOffset: 0, what: "pack.yml", problems: &problems)
        else {
            return nil
        }
        let id = fields.string("id", required: true, hint: "my-pack")
        let title = fields.string("title", required: true, hint: "My SwiftUI pack")
        let version = fields.string("version", required: true, hint: "1.0")
        let description = fields.string("description", required: false)
        let author = fields.string("author", required: false, hint: "\"Ada Lovelace\"")
        let licence = fields.string("licence", required: false, hint: "CC-BY-4.0")
        let tutorRequirement = readTutorRequirement(&fields)
        let order = fields.list("lessons", required: true, hint: "[lesson-id, …]") ?? []
        var lessonOrder: [(String, Int?)] = []
        for item in order {
            if let value = item.string, !value.isEmpty {
                lessonOrder.append((value, fields.line(of: item)))
            } else {
                fields.report(.lessonEntryNotAnID, line: fields.line(of: item))
            }
        }
        let tracks = fields.entries(
            "tracks", required: false, hint: "[{id: basics, title: \"The basics\"}]", what: "a track",
            notAMapping: .trackNotAMapping, entryProblems: &problems
        ) { track -> Track? in
            let trackID = track.string("id", required: true, hint: "basics")
            let trackTitle = track.string("title", required: true, hint: "\"The basics\"")
            let summary = track.strings("summary", required: false) ?? []
            if let trackID, !ContentID.isValid(trackID) {
                track.report(.invalidTrackID(trackID), line: track.keyLine("id"))
            }
            guard let trackID, let trackTitle else { return nil }
            return Track(id: trackID, title: trackTitle, summary: summary, packID: id ?? "")
        }.map { (track: $0.entry, line: $0.line) }
        let guidance = fields.entries(
            "guidance", required: false, hint: "[{file: 000_….txt, title: \"The guide's title\"}]",
            what: "a guidance document", notAMapping: .guidanceNotAMapping, entryProblems: &problems
        ) { document -> (file: String, title: String)? in
            let file = document.string("file", required: true, hint: "000_043375cc0e9d289f.txt")
            let title = document.string("title", required: true, hint: "\"The guide's title\"")
            guard let file, let title else { return nil }
            return (file, title)
        }
        if let id { validateID(id, key: "id", fields: &fields) }
        fields.reportUnknownKeys()
        problems += fields.problems
        guard let id, let title, let version, fields.problems.isEmpty else { return nil }
        return Manifest(
            id: id, title: title, version: version, description: description, author: author, licence: licence,
            tutorRequirement: tutorRequirement, lessonOrder: lessonOrder, tracks: tracks,
            guidance: Dictionary(guidance.map { ($0.entry.file, $0.entry.title) }) { first, _ in first })
    }

    /// `tutor:`, checked against the running tutor: a pack it does not support is refused.
    private func readTutorRequirement(_ fields: inout YAMLMapping) -> VersionRequirement? {
        guard let text = fields.string("tutor", required: false, hint: "\">=\(tutorVersion)\"") else { return nil }
        switch VersionRequirement.parse(text) {
        case .failure(let error):
            fields.report(.invalidTutorRequirement(error), line: fields.keyLine("tutor"))
            return nil
        case .success(let requirement):
            if let running = DottedVersion(tutorVersion), !requirement.isSatisfied(by: running) {
                fields.report(.unsupportedTutor(requirement, running: tutorVersion), line: fields.keyLine("tutor"))
            }
            return requirement
        }
    }

    // MARK: - Lessons

    private func loadLessons(root: URL, packID: String, problems: inout [CurriculumProblem]) -> [Lesson] {
        let folder = root.appendingPathComponent("Lessons")
        guard let names = listFolder(folder, root: root, problems: &problems) else { return [] }
        var lessons: [Lesson] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            let display = displayPath(root, "Lessons/\(name)")
            if isDirectory(url) { continue }
            guard name.hasSuffix(".md") else {
                problems.append(CurriculumProblem(file: display, .notMarkdown))
                continue
            }
            if let lesson = loadLesson(url, displayName: display, packID: packID, problems: &problems) {
                lessons.append(lesson)
            }
        }
        return lessons
    }

    private func loadLesson(_ url: URL, displayName: String, packID: String, problems: inout [CurriculumProblem])
        -> Lesson?
    {
        guard let text = readText(url, displayName: displayName, problems: &problems) else { return nil }
        guard let split = FrontMatter.split(text) else {
            problems.append(CurriculumProblem(file: displayName, line: 1, .noFrontMatter))
            return nil
        }
        let node: Node
        switch YAMLText.parse(split.yaml, file: displayName, lineOffset: 1) {
        case .success(let parsed): node = parsed
        case .failure(let problem):
            problems.append(problem)
            return nil
        }
        guard
            var fields = YAMLMapping(
                node, file: displayName, lineOffset: 1, what: "the front matter", problems: &problems)
        else {
            return nil
        }
        let id = fields.string("id", required: true, hint: "state-01")
        let title = fields.string("title", required: true)
        let trackID = fields.string("track", required: false, hint: "foundations")
        let prerequisites = fields.strings("prerequisites", required: false) ?? []
        let readingMinutes = fields.integer("reading-minutes", required: false, in: 1...120, hint: "8")
        let objectives = fields.strings("objectives", required: true, hint: "[What the learner can do afterwards]")
        let rules = fields.strings("rules", required: false) ?? []
        let revisits = fields.strings("revisits", required: false) ?? []
        let exerciseIDs = fields.strings("exercises", required: false) ?? []
        let sources = fields.entries(
            "sources", required: true, hint: "[{file: 000_….txt, section: \"Heading\"}]", what: "a source",
            notAMapping: .sourceNotAMapping, entryProblems: &problems
        ) { source -> GuidanceSource? in
            let file = source.string("file", required: true, hint: "000_043375cc0e9d289f.txt")
            let section = source.string("section", required: true, hint: "\"Section heading\"")
            guard let file, let section else { return nil }
            return GuidanceSource(file: file, section: section)
        }.map(\.entry)
        if let id { validateID(id, key: "id", fields: &fields) }
        for exerciseID in exerciseIDs { validateID(exerciseID, key: "exercises", fields: &fields) }
        for prerequisite in prerequisites { validateID(prerequisite, key: "prerequisites", fields: &fields) }
        for (key, ids) in [("rules", rules), ("revisits", revisits)] {
            for rule in ids where !RuleRegistry.ids.contains(rule) {
                fields.report(.unknownRule(rule, key: key, known: RuleRegistry.ids), line: fields.keyLine(key))
            }
        }
        for rule in Set(rules).intersection(revisits).sorted() {
            fields.report(.taughtAndRevisited(rule), line: fields.keyLine("revisits"))
        }
        if split.body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            fields.report(.noLessonText, line: split.bodyLine)
        }
        fields.reportUnknownKeys()
        problems += fields.problems
        guard let id, let title, let objectives, fields.problems.isEmpty else { return nil }
        return Lesson(
            id: id, title: title, trackID: trackID, prerequisites: prerequisites, readingMinutes: readingMinutes,
            sources: sources, objectives: objectives, rules: rules, revisits: revisits, exerciseIDs: exerciseIDs,
            body: split.body, file: url, packID: packID)
    }

    // MARK: - Exercises

    /// The exercises that loaded, and the folders of those that did not (their problems are
    /// reported already, so nothing else should call them missing).
    private func loadExercises(root: URL, packID: String, problems: inout [CurriculumProblem])
        -> (loaded: [Exercise], unloaded: Set<String>)
    {
        let folder = root.appendingPathComponent("Exercises")
        guard let names = listFolder(folder, root: root, problems: &problems) else { return ([], []) }
        var exercises: [Exercise] = []
        var unloaded: Set<String> = []
        for name in names {
            let directory = folder.appendingPathComponent(name)
            guard isDirectory(directory) else {
                if name.lowercased() != "readme.md" {
                    problems.append(
                        CurriculumProblem(file: displayPath(root, "Exercises/\(name)"), .notAnExerciseFolder))
                }
                continue
            }
            if let exercise = loadExercise(directory, folderName: name, root: root, packID: packID, problems: &problems)
            {
                exercises.append(exercise)
            } else {
                unloaded.insert(name)
            }
        }
        return (exercises, unloaded)
    }

    private func loadExercise(
        _ directory: URL, folderName: String, root: URL, packID: String, problems: inout [CurriculumProblem]
    ) -> Exercise? {
        let manifestURL = directory.appendingPathComponent("exercise.yml")
        let display = displayPath(root, "Exercises/\(folderName)/exercise.yml")
        guard FileManager.default.fileExists(atPath: manifestURL.path) else {
            problems.append(CurriculumProblem(file: displayPath(root, "Exercises/\(folderName)"), .noExerciseManifest))
            return nil
        }
        guard let text = readText(manifestURL, displayName: display, problems: &problems) else { return nil }
        let node: Node
        switch YAMLText.parse(text, file: display) {
        case .success(let parsed): node = parsed
        case .failure(let problem):
            problems.append(problem)
            return nil
        }
        guard var fields = YAMLMapping(node, file: display, lineOffset: 0, what: "exercise.yml", problems: &problems)
        else {
            return nil
        }
        let id = fields.string("id", required: true, hint: folderName)
        let lessonID = fields.string("lesson", required: true, hint: "lesson-id")
        let title = fields.string("title", required: true)
        let kindText = fields.string("kind", required: true, hint: "program")
        let prompt = fields.string("prompt", required: true, hint: "|\n  What to do…")
        let hints = fields.strings("hints", required: true, hint: "[A first, gentle hint]")
        let difficulty = fields.integer("difficulty", required: false, in: 1...3, hint: "2")
        let minutes = fields.integer("minutes", required: false, in: 1...240, hint: "15")
        let kind = kindText.flatMap { text -> ExerciseKind? in
            if let kind = ExerciseKind(rawValue: text) { return kind }
            fields.report(.unknownKind(text), line: fields.keyLine("kind"))
            return nil
        }
        func file(_ key: String, default defaultName: String?) -> URL? {
            guard let name = fields.string(key, required: false) ?? defaultName else { return nil }
            let url = directory.appendingPathComponent(name)
            if name.contains("/") || name.hasPrefix(".") {
                fields.report(
                    .fileOutsideExercise(key, example: defaultName ?? "Harness.swift"), line: fields.keyLine(key))
                return nil
            }
            if !FileManager.default.fileExists(atPath: url.path) {
                fields.report(.missingExerciseFile(key, name, folder: folderName), line: fields.keyLine(key))
                return nil
            }
            return url
        }
        let starter = file("starter", default: "Starter.swift")
        let solution = file("solution", default: "Solution.swift")
        let harness = file("harness", default: nil)
        let expected = readExpected(&fields, directory: directory, folderName: folderName)
        let checks = readChecks(&fields)
        if let kind, expected == nil, kind != .fixIt {
            fields.report(.needsExpectedOutput(kind), line: fields.keyLine("kind"))
        }
        if let id {
            validateID(id, key: "id", fields: &fields)
            if id != folderName {
                fields.report(.idDiffersFromFolder(id, folder: folderName), line: fields.keyLine("id"))
            }
        }
        fields.reportUnknownKeys()
        problems += fields.problems
        let folderDisplay = displayPath(root, "Exercises/\(folderName)")
        var answerProblems: [CurriculumProblem] = []
        let mistakes = SampleAnswerFolder.load(
            .mistakes, in: directory, displayFolder: folderDisplay, kind: kind,
            problems: &answerProblems)
        let alternatives = SampleAnswerFolder.load(
            .alternatives, in: directory, displayFolder: folderDisplay, kind: kind,
            problems: &answerProblems)
        problems += answerProblems
        guard let id, let lessonID, let title, let kind, let prompt, let hints, let starter, let solution,
            fields.problems.isEmpty, answerProblems.isEmpty
        else { return nil }
        return Exercise(
            id: id, lessonID: lessonID, title: title, kind: kind, difficulty: difficulty, minutes: minutes,
            prompt: prompt, hints: hints, directory: directory, starterFile: starter, solutionFile: solution,
            harnessFile: harness, expected: expected, checks: checks, mistakes: mistakes,
            alternatives: alternatives, packID: packID)
    }

    private func readExpected(_ fields: inout YAMLMapping, directory: URL, folderName: String) -> ExpectedOutput? {
        guard let node = fields.node("expected", required: false) else { return nil }
        var nested: [CurriculumProblem] = []
        guard var expected = YAMLMapping(node, file: fields.file, lineOffset: 0, what: "'expected'", problems: &nested)
        else {
            fields.report(nested)
            return nil
        }
        defer {
            expected.reportUnknownKeys()
            fields.report(expected.problems)
        }
        let output = expected.string("output", required: true, hint: "expected.txt")
        var comparison = OutputComparison.normalized
        if let text = expected.string("compare", required: false) {
            if let parsed = OutputComparison(rawValue: text) {
                comparison = parsed
            } else {
                expected.report(.unknownComparison(text), line: fields.line(of: node))
            }
        }
        guard let output else { return nil }
        let url = directory.appendingPathComponent(output)
        guard !output.contains("/"), FileManager.default.fileExists(atPath: url.path) else {
            expected.report(.missingExpectedOutput(output, folder: folderName), line: fields.line(of: node))
            return nil
        }
        return ExpectedOutput(file: url, comparison: comparison)
    }

    private func readChecks(_ fields: inout YAMLMapping) -> ExerciseChecks {
        guard let node = fields.node("checks", required: false) else { return ExerciseChecks() }
        var nested: [CurriculumProblem] = []
        guard var checks = YAMLMapping(node, file: fields.file, lineOffset: 0, what: "'checks'", problems: &nested)
        else {
            fields.report(nested)
            return ExerciseChecks()
        }
        var result = ExerciseChecks()
        let known = RuleRegistry.ids
        func ruleIDs(_ key: String) -> [String] {
            let nodes =
                checks.node(key, required: false).map { node -> [Node] in
                    if case .sequence(let sequence) = node { return Array(sequence) }
                    return []
                } ?? []
            let ids = checks.strings(key, required: false) ?? []
            for (rule, node) in zip(ids, nodes) where !known.contains(rule) {
                checks.report(.unknownRule(rule, key: "checks.\(key)", known: known), line: checks.line(of: node))
            }
            return ids
        }
        result.rules = ruleIDs("rules")
        result.ignore = ruleIDs("ignore")
        for rule in result.rules where result.ignore.contains(rule) {
            checks.report(.requiredAndIgnored(rule), line: checks.keyLine("ignore"))
        }
        result.require = constructs(checks.list("require", required: false) ?? [], in: &checks)
        result.forbid = constructs(checks.list("forbid", required: false) ?? [], in: &checks)
        checks.reportUnknownKeys()
        fields.report(checks.problems)
        return result
    }

    private func constructs(_ nodes: [Node], in checks: inout YAMLMapping) -> [CodeConstruct] {
        var result: [CodeConstruct] = []
        for node in nodes {
            var nested: [CurriculumProblem] = []
            guard var item = YAMLMapping(node, file: checks.file, lineOffset: 0, what: "a construct", problems: &nested)
            else {
                checks.report(.constructNotAMapping, line: checks.line(of: node))
                continue
            }
            let declares = item.string("declares", required: false)
            let conformsTo = item.string("conforms-to", required: false)
            let calls = item.string("calls", required: false)
            let uses = item.string("uses", required: false)
            let message = item.string("message", required: false)
            item.reportUnknownKeys()
            checks.report(item.problems)
            let patterns: [CodeConstruct.Pattern] = [
                declares.map { .declares(name: $0, conformsTo: conformsTo) },
                calls.map { .calls(signature: $0) },
                uses.map { .uses(name: $0) },
            ].compactMap { $0 }
            guard patterns.count == 1 else {
                checks.report(.constructPatterns(patterns.count), line: checks.line(of: node))
                continue
            }
            if conformsTo != nil, declares == nil {
                checks.report(.conformsToWithoutDeclares, line: checks.line(of: node))
            }
            if let calls, !CallSignature.isValid(calls) {
                checks.report(.notACallSignature(calls), line: checks.line(of: node))
            }
            result.append(CodeConstruct(pattern: patterns[0], message: message))
        }
        return result
    }

    // MARK: - Cross checks

    private func crossCheck(
        manifest: Manifest, manifestName: String, root: URL, lessons: [Lesson], exercises: [Exercise],
        unloadedExercises: Set<String>, problems: inout [CurriculumProblem]
    ) -> [Lesson] {
        let lessonsByID = Dictionary(lessons.map { ($0.id, [$0]) }, uniquingKeysWith: +)
        let exercisesByID = Dictionary(exercises.map { ($0.id, [$0]) }, uniquingKeysWith: +)
        for (id, copies) in lessonsByID where copies.count > 1 {
            problems.append(
                CurriculumProblem(
                    file: displayPath(root, relativePath(copies[1].file, root)),
                    .lessonIDTaken(id, by: relativePath(copies[0].file, root))))
        }
        for (id, _) in exercisesByID where lessonsByID[id] != nil {
            problems.append(
                CurriculumProblem(file: displayPath(root, "Exercises/\(id)/exercise.yml"), .idOfLessonAndExercise(id)))
        }
        var ordered: [Lesson] = []
        var listed: Set<String> = []
        for entry in manifest.lessonOrder {
            if !listed.insert(entry.id).inserted {
                problems.append(CurriculumProblem(file: manifestName, line: entry.line, .lessonListedTwice(entry.id)))
            } else if let lesson = lessonsByID[entry.id]?.first {
                ordered.append(lesson)
            } else {
                problems.append(
                    CurriculumProblem(
                        file: manifestName, line: entry.line, .unknownListedLesson(entry.id, known: lessonsByID.keys)))
            }
        }
        for lesson in lessons where !listed.contains(lesson.id) {
            problems.append(
                CurriculumProblem(file: displayPath(root, relativePath(lesson.file, root)), .lessonNotListed(lesson.id))
            )
        }
        for lesson in lessons {
            for exerciseID in lesson.exerciseIDs {
                guard let exercise = exercisesByID[exerciseID]?.first else {
                    if unloadedExercises.contains(exerciseID) { continue }
                    problems.append(
                        CurriculumProblem(
                            file: displayPath(root, relativePath(lesson.file, root)), .unknownExercise(exerciseID)))
                    continue
                }
                if exercise.lessonID != lesson.id {
                    problems.append(
                        CurriculumProblem(
                            file: displayPath(root, "Exercises/\(exerciseID)/exercise.yml"),
                            .exerciseNamesAnotherLesson(listedBy: lesson.id, names: exercise.lessonID)))
                }
            }
        }
        for exercise in exercises {
            let file = displayPath(root, "Exercises/\(exercise.id)/exercise.yml")
            guard let lesson = lessonsByID[exercise.lessonID]?.first else {
                problems.append(CurriculumProblem(file: file, .unknownLessonOfExercise(exercise.lessonID)))
                continue
            }
            if !lesson.exerciseIDs.contains(exercise.id) {
                problems.append(
                    CurriculumProblem(
                        file: file,
                        .exerciseNotListed(
                            by: lesson.id, exercise: exercise.id, lessonFile: relativePath(lesson.file, root))))
            }
        }
        return ordered
    }

    // MARK: - Files

    private func validateID(_ id: String, key: String, fields: inout YAMLMapping) {
        guard !ContentID.isValid(id) else { return }
        fields.report(.invalidID(id), line: fields.keyLine(key))
    }

    private func listFolder(_ folder: URL, root: URL, problems: inout [CurriculumProblem]) -> [String]? {
        let name = folder.lastPathComponent
        guard isDirectory(folder) else {
            problems.append(CurriculumProblem(file: displayPath(root, name), .missingFolder(name)))
            return nil
        }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { !$0.hasPrefix(".") }
                .sorted()
        } catch {
            problems.append(
                CurriculumProblem(file: displayPath(root, name), .unreadableFolder(error.localizedDescription)))
            return nil
        }
    }

    private func readText(_ url: URL, displayName: String, problems: inout [CurriculumProblem]) -> String? {
        // Links are followed: a pack may link its files from elsewhere.
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        guard let attributes else {
            problems.append(CurriculumProblem(file: displayName, .missingFile))
            return nil
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            problems.append(CurriculumProblem(file: displayName, .notARegularFile))
            return nil
        }
        if let size = attributes[.size] as? Int, size > maximumFileSize {
            problems.append(CurriculumProblem(file: displayName, .fileTooLarge(size, limit: maximumFileSize)))
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            problems.append(CurriculumProblem(file: displayName, .unreadableFile))
            return nil
        }
        guard !data.contains(0), var text = String(data: data, encoding: .utf8) else {
            problems.append(CurriculumProblem(file: displayName, .notUTF8))
            return nil
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    private func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }

    private func relativePath(_ url: URL, _ root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private func displayPath(_ root: URL, _ relative: String) -> String {
        DisplayPath.of(root.appendingPathComponent(relative))
    }
}

/// Paths in problems (of the loader and of `pack validate`) are relative to the current folder
/// when below it.
enum DisplayPath {
    static func of(_ url: URL) -> String {
        let full = url.standardizedFileURL.path
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return full.hasPrefix(cwd) ? String(full.dropFirst(cwd.count)) : full
    }
}

/// Rules for lesson and exercise ids.
public enum ContentID {
    public static let maximumLength = 48

    public static func isValid(_ id: String) -> Bool {
        guard !id.isEmpty, id.count <= maximumLength else { return false }
        return id.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}

/// A call signature such as `task(id:)`, `padding` or `onChange(of:_:)`.
public enum CallSignature {
    public static func isValid(_ text: String) -> Bool {
        let (name, labels) = parts(text) ?? ("", nil)
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return false }
        return labels?.allSatisfy { label in
            label == "_"
                || (label.first.map { $0.isLetter || $0 == "_" } ?? false)
                    && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        } ?? true
    }

    /// The base name and, when parentheses are written, the labels.
    public static func parts(_ text: String) -> (name: String, labels: [String]?)? {
        guard let open = text.firstIndex(of: "(") else { return (text, nil) }
        guard text.hasSuffix(")") else { return nil }
        let name = String(text[..<open])
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard inner.isEmpty || inner.hasSuffix(":") else { return nil }
        let labels = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        return (name, labels)
    }
}
