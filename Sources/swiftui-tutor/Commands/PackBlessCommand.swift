import ArgumentParser
import Foundation
import TutorCore

/// `pack bless [DIR] EXERCISE…`: writes each exercise's expected output from its reference solution.
struct PackBlessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bless",
        abstract: "Write exercises' expected output by running their reference solution with its harness.",
        discussion: """
            The solution runs in the sandbox exactly as a learner's answer would; what it prints \
            becomes the file that 'expected: {output: …}' names, and the change is shown as a diff. \
            Nothing is written when the solution does not compile or does not run to its end. \
            Read the new output before you commit it: it is what every learner will be held to.
            Exit status: 0 all written or unchanged, 1 any refused, 2 usage error.
            """)

    @Argument(
        help: ArgumentHelp(
            "The pack folder, then one or more exercise ids. With only ids, the built-in curriculum.",
            valueName: "dir-or-id"))
    var arguments: [String] = []

    @Flag(name: .customLong("no-color"), help: "Never colour output (NO_COLOR=1 does the same).")
    var noColor = false

    func validate() throws {
        if arguments.isEmpty {
            throw ValidationError("name at least one exercise, e.g. 'pack bless . state-01-cart-model'")
        }
    }

    func run() throws {
        var ids = arguments
        var directory: String?
        if let first = ids.first,
            first.contains("/") || first == "." || first == ".."
                || FileManager.default.fileExists(atPath: first + "/pack.yml")
        {
            directory = ids.removeFirst()
        }
        guard !ids.isEmpty else { throw CommandFailure("name at least one exercise after the pack folder") }
        let root = try PackFolder.resolve(directory)
        let blesser = ExpectedOutputBlesser(grader: try PackFolder.grader())
        let style = Console.style(forOutputTerminal: Console.isTerminal(.standardOutput), noColor: noColor)
        var refused = false
        for id in ids {
            switch blesser.bless(exercise: id, inPackAt: root) {
            case .unchanged(let file):
                Console.print(["\(style.apply(.green, "✓")) \(id): \(file) is unchanged"])
            case .written(let file, let changes, let isNew):
                Console.print(["\(style.apply(.green, "✓")) \(id): \(isNew ? "wrote" : "updated") \(file)"])
                Console.print(LineDiff.condensed(changes, maximumLines: 60).map { "    " + $0 })
            case .refused(let reason):
                refused = true
                Console.print(["\(style.apply(.red, "✗")) \(id): \(reason)"])
            }
        }
        throw ExitCode(refused ? 1 : 0)
    }
}
