import Foundation

/// A source a lesson is drawn from: a guidance document and a section heading in it.
public struct GuidanceSource: Equatable, Sendable {
    public var file: String
    public var section: String
}

/// A group of lessons taught together, in the order the pack gives: one part of a course.
public struct Track: Equatable, Sendable {
    public var id: String
    public var title: String
    /// What a learner can do once the track is finished, shown when it is.
    public var summary: [String]
    public var packID: String
}

/// A lesson: Markdown text with its metadata.
public struct Lesson: Equatable, Sendable {
    public var id: String
    public var title: String
    /// The id of the lesson's track; nil in a pack that declares no tracks.
    public var trackID: String?
    /// Lessons this one builds on; they come earlier in the course.
    public var prerequisites: [String]
    /// Estimated reading time in minutes, when the author gives one.
    public var readingMinutes: Int?
    public var sources: [GuidanceSource]
    public var objectives: [String]
    /// Checker rules this lesson teaches (it is their home: `explain` points here).
    public var rules: [String]
    /// Rules taught by another lesson that this one comes back to.
    public var revisits: [String]
    public var exerciseIDs: [String]
    /// The Markdown body, without the front matter.
    public var body: String
    /// The lesson's file.
    public var file: URL
    /// The id of the pack the lesson belongs to.
    public var packID: String
}

/// What kind of task an exercise sets.
public enum ExerciseKind: String, Sendable, CaseIterable {
    /// A whole program whose standard output is compared.
    case program
    /// A starter that breaks checker rules; make it clean.
    case fixIt = "fix-it"
    /// Types written from a prompt, driven by a harness.
    case buildIt = "build-it"
    /// Type what a snippet prints; nothing is compiled.
    case predict

    /// The file extensions an answer may have: Swift, and for a prediction plain text too.
    public var answerExtensions: [String] { self == .predict ? ["swift", "txt"] : ["swift"] }
}

/// How actual output is compared with expected output.
public enum OutputComparison: String, Sendable, CaseIterable {
    /// Line endings, trailing spaces and trailing blank lines are ignored.
    case normalized
    /// Byte for byte.
    case exact
    /// Normalised, then compared as a multiset of lines.
    case unorderedLines = "unordered-lines"
}

/// The output an exercise expects.
public struct ExpectedOutput: Equatable, Sendable {
    public var file: URL
    public var comparison: OutputComparison
}

/// A piece of code an exercise requires or forbids.
public struct CodeConstruct: Equatable, Sendable {
    public enum Pattern: Equatable, Sendable {
        /// A type declaration with this name, optionally conforming to a protocol.
        case declares(name: String, conformsTo: String?)
        /// A call with this base name and argument labels, written `name(label:_:)`.
        case calls(signature: String)
        /// An identifier, type name or attribute (`@State`).
        case uses(name: String)
    }

    public var pattern: Pattern
    /// Shown to the learner when the construct is missing (required) or present (forbidden).
    public var message: String?
}

/// Static checks an exercise asks for.
public struct ExerciseChecks: Equatable, Sendable {
    /// Rules that must report nothing on an answer: an error for this exercise.
    public var rules: [String] = []
    /// Rules never reported for this exercise (what its starter does on purpose, say); every other
    /// rule's findings are notes.
    public var ignore: [String] = []
    public var require: [CodeConstruct] = []
    public var forbid: [CodeConstruct] = []
}

/// A submission an author ships with an exercise to prove its grading: a likely wrong answer
/// (with the feedback it must get, in its `// Expect:` lines) or an alternative correct one.
public struct SampleAnswer: Equatable, Sendable {
    public var file: URL
}

/// An exercise and the files that belong to it.
public struct Exercise: Equatable, Sendable {
    public var id: String
    public var lessonID: String
    public var title: String
    public var kind: ExerciseKind
    /// 1 (gentle) to 3 (demanding), when the author gives it.
    public var difficulty: Int?
    /// Estimated minutes to solve, when the author gives it.
    public var minutes: Int?
    public var prompt: String
    public var hints: [String]
    public var directory: URL
    public var starterFile: URL
    public var solutionFile: URL
    public var harnessFile: URL?
    public var expected: ExpectedOutput?
    public var checks: ExerciseChecks
    /// Likely wrong answers (`mistakes/`): each must fail with the feedback it names.
    public var mistakes: [SampleAnswer] = []
    /// Correct answers written differently from the reference (`alternatives/`): each must pass.
    public var alternatives: [SampleAnswer] = []
    public var packID: String
}

/// A validated pack: its metadata, lessons in teaching order and exercises.
public struct Pack: Equatable, Sendable {
    public var id: String
    public var title: String
    public var version: String
    public var description: String?
    /// Who wrote the pack, when `pack.yml` says.
    public var author: String?
    /// The licence the pack is shared under, when `pack.yml` says.
    public var licence: String?
    /// The tutor versions the pack works with (`tutor: ">=0.1"`); nil when any will do.
    public var tutorRequirement: VersionRequirement?
    /// Titles of the guidance documents the lessons cite, by file name (`guidance:` in pack.yml).
    public var guidance: [String: String] = [:]
    public var root: URL
    /// Where the tutor found the pack.
    public var origin: PackOrigin = .commandLine
    /// The pack's tracks in course order; one track named after the pack when it declares none.
    public var tracks: [Track]
    /// Lessons in course order: track by track, in the order `pack.yml` lists them.
    public var lessons: [Lesson]
    public var exercises: [Exercise]
}

/// Something a learner can open: a lesson or an exercise.
public enum CurriculumItem: Equatable, Sendable {
    case lesson(Lesson)
    case exercise(Exercise)

    public var id: String {
        switch self {
        case .lesson(let lesson): lesson.id
        case .exercise(let exercise): exercise.id
        }
    }

    public var title: String {
        switch self {
        case .lesson(let lesson): lesson.title
        case .exercise(let exercise): exercise.title
        }
    }

    /// `pack/id`: unique across every loaded pack, and the key progress is kept under.
    public var qualifiedID: String {
        switch self {
        case .lesson(let lesson): lesson.qualifiedID
        case .exercise(let exercise): exercise.qualifiedID
        }
    }

    public var packID: String {
        switch self {
        case .lesson(let lesson): lesson.packID
        case .exercise(let exercise): exercise.packID
        }
    }
}

extension Lesson {
    /// `pack/id`: unique across every loaded pack, and the key progress is kept under.
    public var qualifiedID: String { QualifiedID.join(packID, id) }
}

extension Exercise {
    /// `pack/id`: unique across every loaded pack, and the key progress is kept under.
    public var qualifiedID: String { QualifiedID.join(packID, id) }
}

/// Ids written `pack/id`. Lesson and exercise ids are unique within a pack; the pack's id makes
/// them unique across packs.
public enum QualifiedID {
    public static let separator: Character = "/"

    public static func join(_ packID: String, _ id: String) -> String { "\(packID)\(separator)\(id)" }

    /// The pack and the id of `pack/id`; nil for a bare id.
    public static func split(_ text: String) -> (packID: String, id: String)? {
        guard let slash = text.firstIndex(of: separator) else { return nil }
        return (String(text[..<slash]), String(text[text.index(after: slash)...]))
    }
}

/// What an id typed by a learner names.
public enum ItemLookup: Equatable, Sendable {
    case found(CurriculumItem)
    /// A bare id that more than one pack uses; the qualified ids to choose from.
    case ambiguous([String])
    case missing
}

/// Every loaded pack, with lookups by id.
public struct Curriculum: Equatable, Sendable {
    public var packs: [Pack]

    public init(packs: [Pack]) {
        self.packs = packs
    }

    /// Lessons of all packs in teaching order.
    public var lessons: [Lesson] { packs.flatMap(\.lessons) }

    /// Exercises of all packs.
    public var exercises: [Exercise] { packs.flatMap(\.exercises) }

    /// Every lesson followed by its exercises, in teaching order.
    public var items: [CurriculumItem] {
        packs.flatMap { pack in
            let exercisesByID = Dictionary(pack.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            return pack.lessons.flatMap { lesson -> [CurriculumItem] in
                let exercises = lesson.exerciseIDs.compactMap { exercisesByID[$0] }
                return [.lesson(lesson)] + exercises.map(CurriculumItem.exercise)
            }
        }
    }

    /// The lesson named by `id`: `pack/id`, or a bare id that only one pack uses.
    public func lesson(id: String) -> Lesson? {
        if case .found(.lesson(let lesson)) = lookup(id, lessons.map(CurriculumItem.lesson)) { return lesson }
        return nil
    }

    /// The items of one track: each of its lessons followed by the lesson's exercises.
    public func items(inTrack track: Track) -> [CurriculumItem] {
        lessons(inTrack: track).flatMap { [.lesson($0)] + exercises(of: $0).map(CurriculumItem.exercise) }
    }

    /// Tracks of all packs in course order.
    public var tracks: [Track] { packs.flatMap(\.tracks) }

    /// The lessons of a track, in course order.
    public func lessons(inTrack track: Track) -> [Lesson] {
        guard let pack = packs.first(where: { $0.id == track.packID }) else { return [] }
        return pack.lessons.filter { $0.trackID == track.id || ($0.trackID == nil && track.id == pack.id) }
    }

    /// The track a lesson belongs to.
    public func track(of lesson: Lesson) -> Track? {
        tracks.first { $0.packID == lesson.packID && $0.id == (lesson.trackID ?? lesson.packID) }
    }

    /// The exercises of a lesson, in the lesson's order.
    public func exercises(of lesson: Lesson) -> [Exercise] {
        lesson.exerciseIDs.compactMap { id in exercises.first { $0.id == id && $0.packID == lesson.packID } }
    }

    /// The lesson that teaches a rule: the first lesson listing it in `rules`, else the first
    /// that revisits it.
    public func lesson(teachingRule rule: String) -> Lesson? {
        lessons.first { $0.rules.contains(rule) } ?? lessons.first { $0.revisits.contains(rule) }
    }

    /// The exercise named by `id`: `pack/id`, or a bare id that only one pack uses.
    public func exercise(id: String) -> Exercise? {
        if case .found(.exercise(let exercise)) = lookup(id, exercises.map(CurriculumItem.exercise)) {
            return exercise
        }
        return nil
    }

    /// The lesson or exercise named by `id`: `pack/id`, or a bare id that only one pack uses.
    public func item(id: String) -> CurriculumItem? {
        if case .found(let item) = lookup(id) { return item }
        return nil
    }

    /// What `id` names among all lessons and exercises, saying so when a bare id is ambiguous.
    public func lookup(_ id: String) -> ItemLookup { lookup(id, items) }

    private func lookup(_ id: String, _ candidates: [CurriculumItem]) -> ItemLookup {
        if QualifiedID.split(id) != nil {
            return candidates.first { $0.qualifiedID == id }.map(ItemLookup.found) ?? .missing
        }
        let matches = candidates.filter { $0.id == id }
        switch matches.count {
        case 0: return .missing
        case 1: return .found(matches[0])
        default: return .ambiguous(matches.map(\.qualifiedID))
        }
    }

    /// How the tutor writes an item's id: bare when no other loaded pack uses it, else `pack/id`
    /// (the same test as `lookup`'s: lessons and the exercises they list).
    public func reference(of item: CurriculumItem) -> String {
        let elsewhere = packs.contains { pack in
            pack.id != item.packID
                && pack.lessons.contains { $0.id == item.id || $0.exerciseIDs.contains(item.id) }
        }
        return elsewhere ? item.qualifiedID : item.id
    }

    /// All lesson and exercise ids as the tutor writes them, for completion.
    public var ids: [String] {
        let all = items
        var packsByID: [String: Set<String>] = [:]
        for item in all { packsByID[item.id, default: []].insert(item.packID) }
        return all.map { (packsByID[$0.id]?.count ?? 0) > 1 ? $0.qualifiedID : $0.id }
    }

    /// Bare ids that more than one pack uses, each with the qualified ids that tell them apart.
    public var collisions: [(id: String, qualified: [String])] {
        let byID = Dictionary(grouping: items, by: \.id)
        return byID.filter { Set($0.value.map(\.packID)).count > 1 }
            .map { ($0.key, $0.value.map(\.qualifiedID)) }
            .sorted { $0.id < $1.id }
    }
}

/// Where a pack was found.
public enum PackOrigin: String, Equatable, Sendable, CaseIterable {
    /// The course that ships with the tutor.
    case builtIn = "built-in"
    /// Installed with `pack install`, under the data directory's `packs/`.
    case installed
    /// Named by `SWIFTUI_TUTOR_PACKS`.
    case environment = "SWIFTUI_TUTOR_PACKS"
    /// Named by `--pack DIR`.
    case commandLine = "--pack"
}
