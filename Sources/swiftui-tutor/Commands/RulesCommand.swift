import ArgumentParser
import SwiftUIChecker

/// `swiftui-tutor rules`: list the checker's rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the checker's rules: id, category, severity, fixable."
    )

    @Flag(help: "Print the rules as JSON.")
    var json = false

    func run() {
        print(json ? RuleCatalogFormatter.json() : RuleCatalogFormatter.table(), terminator: json ? "\n" : "")
    }
}
