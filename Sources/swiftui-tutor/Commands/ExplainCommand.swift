import ArgumentParser
import Foundation
import SwiftUIChecker
import TutorCore
import Wording

/// `swiftui-tutor explain RULE-ID`: why a rule exists, with a bad and a good example.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a checker rule: rationale, examples, guidance source and lesson."
    )

    @Argument(help: "A rule id, as 'swiftui-tutor rules' lists it.")
    var ruleID: String

    func run() throws {
        guard let rule = RuleRegistry.rule(id: ruleID) else {
            let close = ClosestNames.matches(for: ruleID, in: RuleRegistry.ids)
            let hint =
                close.isEmpty
                ? "run 'swiftui-tutor rules' to list all rules"
                : "did you mean \(close.joined(separator: ", "))? ('swiftui-tutor rules' lists all rules)"
            throw CommandFailure("unknown rule '\(ruleID)'; \(hint)")
        }
        print(RuleCatalogFormatter.explanation(of: rule), terminator: "")
        if let root = BuiltInCurriculum.locate(environment: ProcessInfo.processInfo.environment) {
            let curriculum = CurriculumLoader().load(packRoots: [root]).curriculum
            print("\n" + TutorSession.teachingLine(for: ruleID, in: curriculum))
        }
    }
}
