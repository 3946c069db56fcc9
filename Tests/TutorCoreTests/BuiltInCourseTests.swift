import Foundation
import SwiftUIChecker
import Testing

@testable import TutorCore

/// The built-in course holds to the conventions every track follows: front matter, the parts of
/// a lesson, enough exercises of enough kinds, sample answers, and every rule of a track taught.
@Suite("The built-in course")
struct BuiltInCourseTests {
    static let loaded = CurriculumLoader().load(packRoots: [courseRoot])
    static var pack: Pack? { loaded.curriculum.packs.first }

    /// The course map: each track's lessons and the rules its lessons teach or revisit.
    static let plannedTracks: [(id: String, lessons: [String], rules: [String])] = [
        (
            "foundations", ["state-01", "modern-01", "state-02", "state-03", "state-04", "compose-01", "compose-02"],
            [
                "state-not-private", "observable-object", "state-object", "foreground-color", "corner-radius",
                "font-weight-bold", "on-change-single-param", "static-member-lookup", "legacy-alert", "uikit-color",
                "scroll-shows-indicators", "tab-item", "on-tap-gesture", "state-passed-value", "binding-never-written",
                "previewable-state", "observed-object", "observed-object-inline-init", "state-object-init-local",
                "environment-object", "published-in-observable", "observable-missing-mainactor",
                "closure-content-property", "missing-viewbuilder", "view-length", "same-view-in-branches", "id-uuid",
                "any-view",
            ]
        ),
        (
            "lists-layout", ["lists-01", "layout-01", "scroll-01", "text-01", "perf-01", "perf-02"],
            [
                "foreach-indices", "foreach-id-self", "foreach-enumerated-not-array", "foreach-variable-view-count",
                "foreach-inline-filter", "anyview-in-list-row", "uiscreen-main-bounds", "geometry-reader",
                "nested-geometry-reader", "blur-after-clip", "scroll-shows-indicators", "eager-stack-in-scrollview",
                "ungated-hot-path-update", "string-format", "localized-contains", "object-creation-in-body",
                "body-side-effects", "heavy-computation-in-body",
            ]
        ),
        (
            "navigation", ["async-01", "nav-01", "nav-02", "present-01", "forms-01", "input-01"],
            [
                "task-in-onappear", "task-id-over-onchange", "observable-missing-mainactor", "navigation-view",
                "tab-item",
                "tab-role-mixed-tabitem", "tabview-inside-navigationstack", "legacy-alert",
                "sheet-is-presented-optional",
                "localized-contains",
            ]
        ),
        (
            "motion", ["anim-01", "anim-02", "gesture-01", "anim-03", "glass-01"],
            [
                "animation-without-value", "animation-placement", "reduce-motion-fallback",
                "transition-without-animation",
                "animation-inside-transition-conditional", "conditional-inline-transition",
                "animatable-missing-animatabledata", "on-tap-gesture", "dispatch-animation-sequencing",
                "glass-availability", "glass-effect-order", "glass-interactive-static", "glass-container-missing",
            ]
        ),
        (
            "design-platform", ["design-01", "a11y-01", "images-01", "storage-01", "arch-01", "platform-01"],
            [
                "hardcoded-spacing", "hardcoded-color", "uikit-color", "hardcoded-font-size", "image-only-button",
                "reduce-motion-fallback", "asyncimage-phases", "uiimage-data-downsampling", "uiimage-force-unwrap",
                "state-not-private", "previewable-state", "uiscreen-main-bounds",
            ]
        ),
    ]

    /// The shell says "Compiling and running…" only for answers that are compiled: not for a
    /// prediction, which is compared as text.
    @Test func onlyCodeAnswersCompile() {
        let curriculum = Self.loaded.curriculum
        #expect(PasteRequest.submit(exerciseID: "state-01-cart-model").compiles(in: curriculum))
        #expect(!PasteRequest.submit(exerciseID: "anim-03-toast-timeline").compiles(in: curriculum))
        #expect(!PasteRequest.check.compiles(in: curriculum))
    }

    @Test func loadsWithoutProblems() {
        #expect(Self.loaded.problems.isEmpty, "\(Self.loaded.problems)")
    }

    @Test func everyLessonHasItsFrontMatterAndParts() throws {
        let pack = try #require(Self.pack)
        for lesson in pack.lessons {
            #expect(lesson.trackID != nil, "\(lesson.id) names its track")
            #expect(lesson.readingMinutes != nil, "\(lesson.id) estimates its reading time")
            #expect(lesson.objectives.count >= 3, "\(lesson.id) has at least three objectives")
            var headings = ["## Common mistakes", "## Where the guides disagree", "## Summary"]
            if !(lesson.rules + lesson.revisits).isEmpty { headings.append(CourseCoverage.checkedByHeading) }
            for heading in headings {
                #expect(CourseCoverage.section(heading, in: lesson.body) != nil, "\(lesson.id) has a '\(heading)' part")
            }
            let exercises = Self.loaded.curriculum.exercises(of: lesson)
            #expect(exercises.count >= 3, "\(lesson.id) has at least three exercises")
            #expect(Set(exercises.map(\.kind)).count >= 2, "\(lesson.id) has exercises of at least two kinds")
        }
    }

    @Test func everyExerciseProvesItsGrading() throws {
        let pack = try #require(Self.pack)
        for exercise in pack.exercises {
            #expect(exercise.difficulty != nil && exercise.minutes != nil, "\(exercise.id) has difficulty and minutes")
            #expect(exercise.hints.count >= 3, "\(exercise.id) has three progressive hints")
            #expect((2...4).contains(exercise.mistakes.count), "\(exercise.id) has two to four likely mistakes")
            if exercise.kind == .buildIt {
                #expect(!exercise.alternatives.isEmpty, "\(exercise.id) has an alternative correct answer")
            }
        }
    }

    /// Lists the rules no lesson teaches yet, and fails when a track whose lessons all exist
    /// leaves one of its rules untaught.
    @Test func everyRuleOfAWrittenTrackIsTaught() throws {
        let curriculum = Self.loaded.curriculum
        let taught = Set(curriculum.lessons.flatMap { $0.rules + $0.revisits })
        let untaught = RuleRegistry.ids.subtracting(taught).sorted()
        print("Rules no lesson teaches yet (\(untaught.count)): \(untaught.joined(separator: ", "))")
        for track in Self.plannedTracks where track.lessons.allSatisfy({ curriculum.lesson(id: $0) != nil }) {
            let lessons = track.lessons.compactMap(curriculum.lesson(id:))
            #expect(lessons.allSatisfy { $0.trackID == track.id }, "the lessons of \(track.id) are in that track")
            let inTrack = Set(lessons.flatMap { $0.rules + $0.revisits })
            for rule in track.rules {
                #expect(inTrack.contains(rule), "a lesson of \(track.id) teaches or revisits '\(rule)'")
            }
        }
        #expect(curriculum.lessons.count >= 7)
    }

    /// Each written track's targets: lessons, exercises, how many are graded by behaviour or
    /// output, and predict exercises.
    @Test(arguments: [
        ("foundations", 7, 21, 14, 3),
        ("lists-layout", 6, 18, 12, 2),
        ("navigation", 6, 18, 12, 2),
        ("motion", 5, 15, 10, 2),
        ("design-platform", 6, 18, 12, 2),
    ])
    func aTrackMeetsItsTargets(track: String, lessons: Int, exercises: Int, byBehaviour: Int, predict: Int) throws {
        let pack = try #require(Self.pack)
        let figures = try #require(CourseCoverage(pack: pack, checker: Checker()).figures.first { $0.trackID == track })
        #expect(figures.lessons == lessons)
        #expect(figures.exercises >= exercises)
        #expect(figures.gradedByBehaviour >= byBehaviour)
        #expect(figures.byKind.first { $0.kind == .predict }!.count >= predict)
    }

    /// docs/CURRICULUM.md shows the figures the course really has.
    @Test func theCourseFiguresInTheDocsAreCurrent() throws {
        let pack = try #require(Self.pack)
        let figures = CourseCoverage(pack: pack, checker: Checker()).figures
        let table = ([TrackFigures.markdownHeader] + figures.map(\.markdownRow)).joined(separator: "\n")
        let document = try String(contentsOf: courseRoot.appendingPathComponent("docs/CURRICULUM.md"), encoding: .utf8)
        #expect(document.contains(table), "docs/CURRICULUM.md should contain this table:\n\(table)")
    }
}
