import ArgumentParser
import Foundation
import SwiftUIChecker
import TutorCore

/// `swiftui-tutor check PATH...`: run the SwiftUI checker over files and folders.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check Swift files against the SwiftUI rules.",
        discussion: """
            Folders are searched recursively for .swift files (hidden folders are skipped). \
            Settings come from the nearest .swiftui-tutor.yml above each file. \
            Exit status: 0 no findings at or above --fail-on, 1 findings, 2 usage or I/O error. \
            Formats and configuration: docs/CHECKER.md.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    enum FailLevel: String, ExpressibleByArgument, CaseIterable {
        case error, warning, note, never

        var severity: Severity? {
            switch self {
            case .error: .error
            case .warning: .warning
            case .note: .note
            case .never: nil
            }
        }
    }

    @Argument(help: "Files or folders to check.")
    var paths: [String] = ["."]

    @Option(help: "Output format: text, json or sarif.")
    var format: Format = .text

    @Flag(help: "Apply safe fixes in place and report what changed.")
    var fix = false

    @Option(
        name: .customLong("fail-on"),
        help: "Lowest severity that makes the exit status 1: error, warning, note or never.")
    var failOn: FailLevel = .warning

    @Option(help: "Use this configuration file for every file instead of looking for .swiftui-tutor.yml.")
    var config: String?

    @Flag(help: .hidden)
    var parseOnly = false

    func run() throws {
        let run = CheckRun(paths: paths, applyFixes: fix, configurationPath: config)
        if parseOnly {
            print("parsed \(run.parseOnly()) files")
            return
        }
        let report: CheckReport
        do {
            report = try run.run()
        } catch {
            throw CommandFailure("\(error)")
        }
        for problem in report.problems {
            Console.commandError("\(problem.path): \(problem.reason)")
        }
        switch format {
        case .text:
            let onTerminal = Console.isTerminal(.standardOutput)
            let colored = TerminalStyle.colorAllowed(
                isTerminal: onTerminal, environment: ProcessInfo.processInfo.environment)
            let formatter = TextFormatter(showsSource: onTerminal, colored: colored)
            print(formatter.format(report), terminator: "")
        case .json:
            print(JSONReport(report).encoded())
        case .sarif:
            print(SARIFFormatter(baseDirectory: FileManager.default.currentDirectoryPath).format(report))
        }
        let status = report.exitStatus(failOn: failOn.severity)
        if status != 0 { throw ExitCode(status) }
    }
}
