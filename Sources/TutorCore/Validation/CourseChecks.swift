import Foundation
import SwiftUIChecker

/// The rules a reference solution must not break: those its lesson and every lesson before it
/// in the course teach or revisit.
struct ModelCodeRules: Sendable {
    private var upTo: [String: Set<String>] = [:]

    init() {}

    init(pack: Pack) {
        var seen: Set<String> = []
        for lesson in pack.lessons {
            seen.formUnion(lesson.rules)
            seen.formUnion(lesson.revisits)
            upTo[lesson.id] = seen
        }
    }

    func rules(upTo lessonID: String) -> Set<String> { upTo[lessonID] ?? [] }
}

/// Checks that tie lessons, rules and starters together across a pack: every lesson's
/// "Checked by" part names the rules it teaches and revisits, and every such rule fires on at
/// least one starter of the lesson's track (so the track really exercises it).
struct CourseCoverage {
    static let checkedByHeading = "## Checked by"

    let problems: [CurriculumProblem]
    /// Each track's figures, in course order.
    let figures: [TrackFigures]

    init(pack: Pack, checker: Checker) {
        var figures: [TrackFigures] = []
        var problems: [CurriculumProblem] = []
        for lesson in pack.lessons where !(lesson.rules + lesson.revisits).isEmpty {
            let file = DisplayPath.of(lesson.file)
            guard let section = Self.section(Self.checkedByHeading, in: lesson.body) else {
                problems.append(CurriculumProblem(file: file, .noCheckedByPart(heading: Self.checkedByHeading)))
                continue
            }
            for rule in lesson.rules + lesson.revisits where !section.contains("`\(rule)`") {
                problems.append(CurriculumProblem(file: file, .checkedByOmits(rule, heading: Self.checkedByHeading)))
            }
        }
        for track in pack.tracks {
            let lessons = pack.lessons.filter { ($0.trackID ?? pack.id) == track.id }
            let starters = lessons.flatMap { lesson in
                pack.exercises.filter { $0.lessonID == lesson.id && $0.kind != .predict }
            }
            var fired: Set<String> = []
            for exercise in starters {
                guard let source = try? String(contentsOf: exercise.starterFile, encoding: .utf8) else { continue }
                fired.formUnion(
                    checker.check(source: source, fileName: exercise.starterFile.lastPathComponent).map(\.ruleID))
            }
            figures.append(
                TrackFigures(
                    track: track, lessons: lessons,
                    exercises: starters
                        + lessons.flatMap { lesson in
                            pack.exercises.filter { $0.lessonID == lesson.id && $0.kind == .predict }
                        }, rulesFired: fired))
            for lesson in lessons {
                for rule in lesson.rules + lesson.revisits where !fired.contains(rule) {
                    problems.append(
                        CurriculumProblem(file: DisplayPath.of(lesson.file), .ruleNeverFires(rule, track: track.id)))
                }
            }
        }
        self.problems = problems
        self.figures = figures
    }

    /// The text of a `## ` part of Markdown, up to the next heading of the same level.
    static func section(_ heading: String, in body: String) -> String? {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == heading }) else {
            return nil
        }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { $0.hasPrefix("## ") || $0.hasPrefix("# ") } ?? lines.endIndex
        return lines[(start + 1)..<end].joined(separator: "\n")
    }
}

/// What a track holds, for authors and for the course's documentation.
public struct TrackFigures: Sendable, Equatable {
    public var trackID: String
    public var title: String
    public var lessons: Int
    public var exercises: Int
    /// Exercises per kind, in `ExerciseKind` order.
    public var byKind: [(kind: ExerciseKind, count: Int)]
    /// Exercises graded by what the code does: a harness drives it or its output is compared.
    public var gradedByBehaviour: Int
    public var mistakes: Int
    public var alternatives: Int
    /// Distinct rules the track's lessons teach or revisit.
    public var rulesTaught: Int
    /// Distinct rules that fire on at least one of the track's starters.
    public var rulesFired: Int

    init(track: Track, lessons: [Lesson], exercises: [Exercise], rulesFired: Set<String>) {
        trackID = track.id
        title = track.title
        self.lessons = lessons.count
        self.exercises = exercises.count
        byKind = ExerciseKind.allCases.map { kind in (kind, exercises.filter { $0.kind == kind }.count) }
        gradedByBehaviour =
            exercises.filter { $0.kind != .predict && ($0.harnessFile != nil || $0.expected != nil) }.count
        mistakes = exercises.map(\.mistakes.count).reduce(0, +)
        alternatives = exercises.map(\.alternatives.count).reduce(0, +)
        rulesTaught = Set(lessons.flatMap { $0.rules + $0.revisits }).count
        self.rulesFired = rulesFired.count
    }

    public static func == (lhs: TrackFigures, rhs: TrackFigures) -> Bool {
        lhs.markdownRow == rhs.markdownRow
    }

    /// The heading row of `markdownRow`.
    public static let markdownHeader = """
        | track | lessons | exercises | program | fix-it | build-it | predict | graded by behaviour or output | \
        mistakes | alternatives | rules taught | rules firing on starters |
        | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
        """

    /// One row of the course's figures table.
    public var markdownRow: String {
        let kinds = byKind.map { "\($0.count)" }.joined(separator: " | ")
        let share = exercises == 0 ? 0 : gradedByBehaviour * 100 / exercises
        return
            "| \(title) | \(lessons) | \(exercises) | \(kinds) | \(gradedByBehaviour) (\(share) %) | \(mistakes) | "
            + "\(alternatives) | \(rulesTaught) | \(rulesFired) |"
    }
}
