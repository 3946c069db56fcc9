import Foundation
import SwiftUIChecker
import Testing

@testable import TutorCore

@Suite("Study plans from the learner's own code")
struct StudyPlanTests {
    func finding(_ rule: String, line: Int) -> Finding {
        Finding(ruleID: rule, severity: .warning, message: "m", line: line, column: 1, offset: 0)
    }

    @Test func rulesAreGroupedByTheirLessonAndOrderedByHowOftenTheyFire() throws {
        let curriculum = try TemporaryPack().load().curriculum
        var lessons = curriculum.packs[0].lessons
        lessons[0].rules = ["any-view"]
        lessons[1].rules = ["foreground-color"]
        lessons[1].revisits = ["any-view"]
        var pack = curriculum.packs[0]
        pack.lessons = lessons
        let course = Curriculum(packs: [pack])
        let files = [
            StudiedFile(
                path: "A.swift", source: "line one\n    Text(\"a\").foregroundColor(.red)\nAnyView(x)\n",
                findings: [finding("foreground-color", line: 2), finding("any-view", line: 3)]),
            StudiedFile(
                path: "B.swift", source: "x.foregroundColor(.blue)\nbroken {\n",
                findings: [
                    finding("foreground-color", line: 1), finding(Checker.parseErrorID, line: 2),
                    finding("uikit-color", line: 9),
                ]),
        ]
        let plan = StudyPlan.build(path: "app", files: files, curriculum: course, at: instant(0))
        #expect(plan.steps.map(\.lessonID) == ["sample/beta", "sample/alpha"], "the lesson with more findings first")
        #expect(plan.steps[0].rules.map(\.ruleID) == ["foreground-color"])
        #expect(plan.steps[0].rules[0].count == 2)
        #expect(
            plan.steps[0].rules[0].example
                == StudyPlan.ExampleLine(file: "A.swift", line: 2, text: "Text(\"a\").foregroundColor(.red)"))
        #expect(plan.steps[1].rules.map(\.ruleID) == ["any-view"], "a rule goes to the lesson that teaches it")
        #expect(plan.untaught.map(\.ruleID) == ["uikit-color"], "a line out of range still counts, with no text")
        #expect(plan.untaught[0].example.text == "")
        #expect(!plan.steps.flatMap(\.rules).contains { $0.ruleID == Checker.parseErrorID })
    }

    @Test func nextFollowsThePlanUntilEachLessonWasOpenedAfterIt() {
        let plan = StudyPlan(
            path: "app", createdAt: instant(100),
            steps: [.init(lessonID: "beta", rules: []), .init(lessonID: "alpha", rules: [])])
        var progress = Progress()
        progress.recordLessonRead("beta", at: instant(50))
        #expect(plan.nextLessonID(in: progress) == "beta", "read before the plan: read it again")
        progress.recordLessonRead("beta", at: instant(150))
        #expect(plan.nextLessonID(in: progress) == "alpha")
        progress.recordLessonRead("alpha", at: instant(160))
        #expect(plan.nextLessonID(in: progress) == nil)
    }
}
