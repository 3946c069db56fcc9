import Foundation
import SwiftUIChecker
import Wording

extension ShellCommands {
    /// `explain RULE`: why a rule exists and the lesson that teaches it.
    public struct Explain: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "explain", usage: "explain RULE",
            summary: "Explain a checker rule and name the lesson that teaches it",
            details:
                "Shows why the rule exists, a bad and a good example, its guidance sources and the lesson to read. "
                + "Tab completes rule ids.",
            argument: .ruleID, argumentRequired: true)

        /// The rule to explain.
        public var rule: String

        public init(rule: String) { self.rule = rule }

        public init(argument: String?) { rule = argument ?? "" }

        public var argument: String? { rule }

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard let rule = RuleRegistry.rule(id: self.rule) else {
                let closest = ClosestNames.best(for: self.rule, in: RuleRegistry.ids)
                return SessionReply(lines: [SessionMessages.noSuchRule(self.rule, closest: closest)])
            }
            var lines = RuleCatalogFormatter.explanation(of: rule).split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            while lines.last == "" { lines.removeLast() }
            lines += ["", TutorSession.teachingLine(for: self.rule, in: session.curriculum)]
            return SessionReply(lines: lines, isPageable: true)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Explain {
    public static func explain(rule: String) -> Self { .init(rule: rule) }
}
