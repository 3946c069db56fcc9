import ArgumentParser
import Foundation
import Sandbox
import SwiftUIChecker
import TutorCore
import Wording

struct PackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Work on lesson packs.",
        subcommands: [
            PackListCommand.self, PackNewCommand.self, PackInstallCommand.self, PackRemoveCommand.self,
            PackValidateCommand.self, PackBlessCommand.self,
        ])
}

struct PackValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract:
            "Check a pack: it loads, each solution and alternative passes, each starter and mistake fails as it "
            + "should.",
        discussion: """
            Every problem is reported, each with its file and what to do. Exercises are graded \
            in parallel, without the grade cache. With --exercise, only the named exercises are \
            graded (their solution, starter, mistakes and alternatives), in seconds.
            Exit status: 0 valid, 1 problems found, 2 usage or setup error.
            """)

    @Argument(
        help: ArgumentHelp(
            "The pack folder (the one with pack.yml). Default: the built-in curriculum.", valueName: "dir"))
    var directory: String?

    @Flag(help: "Print the report as JSON (fields in docs/GRADING-COMMANDS.md).")
    var json = false

    @Option(help: ArgumentHelp("Validate only this exercise (repeatable).", valueName: "id"))
    var exercise: [String] = []

    @Option(help: ArgumentHelp("How many files to grade at once (default: the number of processors).", valueName: "n"))
    var jobs: Int?

    @Flag(name: .customLong("no-color"), help: "Never colour output (NO_COLOR=1 does the same).")
    var noColor = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
    }

    func run() throws {
        let root = try PackFolder.resolve(directory)
        let validator = PackValidator(
            grader: try PackFolder.grader(),
            workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let folders = validator.exerciseFolders(in: root).map(\.lastPathComponent)
        for id in exercise where !folders.contains(id) {
            let suggestion = ClosestNames.best(for: id, in: folders).map { " Did you mean '\($0)'?" } ?? ""
            throw CommandFailure("the pack has no exercise '\(id)'.\(suggestion)")
        }
        let style = Console.style(forOutputTerminal: !json && Console.isTerminal(.standardOutput), noColor: noColor)
        let view = PackValidationView(style: style)
        if !json {
            let count = exercise.isEmpty ? folders.count : exercise.count
            Console.print([
                "Validating \(root.path): \(Plural.count(count, "exercise")), \(validator.workers) files at a "
                    + "time…"
            ])
        }
        let report = validator.validate(packAt: root, only: exercise.isEmpty ? nil : exercise)
        Console.print(json ? [view.json(report)] : view.render(report))
        throw ExitCode(report.isValid ? 0 : 1)
    }
}

/// The pack a `pack` subcommand works on, and the grader it uses.
enum PackFolder {
    /// The folder named on the command line, else the built-in curriculum.
    static func resolve(_ directory: String?) throws -> URL {
        let root: URL
        if let directory {
            root =
                URL(
                    fileURLWithPath: directory,
                    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                )
                .standardizedFileURL
        } else if let builtIn = BuiltInCurriculum.locate(environment: ProcessInfo.processInfo.environment) {
            root = builtIn
        } else {
            throw CommandFailure(
                "the built-in lessons were not found; name the pack folder, or set \(BuiltInCurriculum.variable)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure("\(directory ?? root.path) is not a folder; name the folder that holds pack.yml")
        }
        return root
    }

    /// A grader without cache: an author's files must really be compiled and run.
    static func grader() throws -> Grader {
        let environment = ProcessInfo.processInfo.environment
        do {
            let toolchain = try Toolchain.locate(
                environment: environment,
                swiftUIArguments: HeadlessSwiftUILocation.compilerArguments(environment: environment))
            return Grader(toolchain: toolchain, sandbox: ProcessSandbox())
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
