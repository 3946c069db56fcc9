import ArgumentParser
import Foundation
import Sandbox
import TutorCore

struct PackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Work on lesson packs.",
        subcommands: [PackValidateCommand.self])
}

struct PackValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a pack: it loads, each reference solution passes, each starter does not, rules exist, hints are written.",
        discussion: """
            Every problem is reported, each with its file and what to do. Exercises are graded \
            in parallel, without the grade cache.
            Exit status: 0 valid, 1 problems found, 2 usage or setup error.
            """)

    @Argument(help: ArgumentHelp("The pack folder (the one with pack.yml). Default: the built-in curriculum.", valueName: "dir"))
    var directory: String?

    @Flag(help: "Print the report as JSON (fields in docs/GRADING-COMMANDS.md).")
    var json = false

    @Option(help: ArgumentHelp("How many solutions and starters to grade at once (default: the number of processors).", valueName: "n"))
    var jobs: Int?

    @Flag(name: .customLong("no-color"), help: "Never colour output (NO_COLOR=1 does the same).")
    var noColor = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let root: URL
        if let directory {
            root = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL
        } else if let builtIn = BuiltInCurriculum.locate(environment: environment) {
            root = builtIn
        } else {
            throw UsageFailure("the built-in lessons were not found; name the pack folder, or set \(BuiltInCurriculum.variable)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageFailure("\(directory ?? root.path) is not a folder; name the folder that holds pack.yml")
        }
        let toolchain: Toolchain
        do {
            toolchain = try Toolchain.locate(environment: environment,
                                             swiftUIArguments: HeadlessSwiftUILocation.compilerArguments(environment: environment))
        } catch {
            throw UsageFailure("\(error)")
        }
        let validator = PackValidator(grader: Grader(toolchain: toolchain, sandbox: ProcessSandbox()),
                                      workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let style = Console.style(forOutputTerminal: !json && Console.isTerminal(.standardOutput), noColor: noColor)
        let view = PackValidationView(style: style)
        if !json {
            let count = validator.exerciseFolders(in: root).count
            Console.print(["Validating \(root.path): \(count) exercise\(count == 1 ? "" : "s"), \(validator.workers) at a time…"])
        }
        let report = validator.validate(packAt: root)
        Console.print(json ? [view.json(report)] : view.render(report))
        throw ExitCode(report.isValid ? 0 : 1)
    }
}
