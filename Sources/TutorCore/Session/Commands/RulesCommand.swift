import Foundation
import SwiftUIChecker

extension ShellCommands {
    /// `rules`: the checker's rules.
    public struct Rules: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "rules", usage: "rules",
            summary: "List the checker's rules",
            details: "Every rule with its category, severity and whether it has a safe fix; 'explain RULE' says more.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            SessionReply(lines: RuleCatalogFormatter.table().split(separator: "\n").map(String.init), isPageable: true)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Rules {
    public static var rules: Self { .init() }
}
