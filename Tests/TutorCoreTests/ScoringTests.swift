import Foundation
import SwiftUIChecker
import Testing

@testable import TutorCore

@Suite("Scores and one item per problem")
struct ScoringTests {
    private func card(static passed: Int, of total: Int, stage: ScoreCard.Stage, missing: Bool = false) -> ScoreCard {
        var card = ScoreCard()
        for index in 0..<total { card.tally(index < passed) }
        card.stage = stage
        card.missingDeclaration = missing
        return card
    }

    @Test func scoresRankAnswersByHowCloseTheyAre() {
        let typo = card(static: 3, of: 3, stage: .compileFailed).score(passed: false)
        let hang = card(static: 3, of: 3, stage: .ranAbnormally).score(passed: false)
        let wrong = card(static: 3, of: 3, stage: .ran(outputShare: 0)).score(passed: false)
        let nearMiss = card(static: 3, of: 3, stage: .ran(outputShare: 0.9)).score(passed: false)
        #expect(typo == 0)
        #expect(typo < hang && hang < wrong && wrong < nearMiss)
        #expect(nearMiss <= 99)
        #expect(card(static: 3, of: 3, stage: .ran(outputShare: 1)).score(passed: true) == 100)
    }

    @Test func codeWithoutTheAskedForTypesEarnsNothingForBeingClean() {
        #expect(card(static: 2, of: 3, stage: .checkedOnly, missing: true).score(passed: false) == 0)
        #expect(card(static: 2, of: 3, stage: .checkedOnly).score(passed: false) == 66)
        #expect(card(static: 2, of: 3, stage: .ran(outputShare: 0), missing: true).score(passed: false) == 30)
    }

    @Test func predictionsScoreTheShareOfLinesRight() {
        let diff = LineDiff.diff(["a", "b", "c", "d"], ["a", "b", "x", "d"])
        #expect(ScoreCard.share(of: diff) == 0.75)
        #expect(ScoreCard.share(of: nil) == 1)
        #expect(card(static: 0, of: 0, stage: .predicted(share: 0.75)).score(passed: false) == 75)
    }

    @Test func aForbiddenConstructOnARuleFindingsLineIsNotReportedTwice() throws {
        let source = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    NavigationView { Text("Hi") }
                }
            }
            """
        let root = URL(fileURLWithPath: "/nonexistent")
        let exercise = Exercise(
            id: "modern", lessonID: "lesson", title: "T", kind: .fixIt, prompt: "", hints: ["h"], directory: root,
            starterFile: root, solutionFile: root, harnessFile: nil, expected: nil,
            checks: ExerciseChecks(
                rules: ["navigation-view"],
                require: [CodeConstruct(pattern: .uses(name: "NavigationStack"), message: "Use NavigationStack.")],
                forbid: [
                    CodeConstruct(
                        pattern: .uses(name: "NavigationView"),
                        message: "NavigationView is "
                            + "replaced.")
                ]),
            packID: "core")
        let findings = Checker().check(source: source)
        let checks = StaticChecks(exercise: exercise, findings: findings, matcher: ConstructMatcher(source: source))
        #expect(checks.feedback.filter { $0.kind == .essential }.map(\.source) == ["navigation-view"])
        #expect(checks.tallies == [false, false, false])
    }
}
