import ArgumentParser
import Foundation
import SwiftUIChecker

/// `swiftui-tutor rules`: list the checker's rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the checker's rules: id, category, severity, fixable."
    )

    @Flag(help: "Print the rules as JSON.")
    var json = false

    @Option(help: .hidden)
    var exportExamples: String?

    func run() throws {
        if let folder = exportExamples {
            do {
                let count = try RuleExampleExport.write(to: folder)
                print("wrote \(count) example files to \(folder)")
            } catch {
                throw CommandFailure("\(folder): \(error.localizedDescription)")
            }
            return
        }
        print(json ? RuleCatalogFormatter.json() : RuleCatalogFormatter.table(), terminator: json ? "\n" : "")
    }
}
