import ArgumentParser
import Foundation
import TutorCore

struct PackNewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a new pack to start from: one lesson and one exercise of each kind, every key commented.",
        discussion: """
            The pack validates as written ('swiftui-tutor pack validate DIR'). DIR must not exist \
            or be empty; nothing is overwritten. docs/AUTHORING.md walks through the next steps.
            Exit status: 0 written, 2 usage error.
            """)

    @Argument(help: ArgumentHelp("The new pack's id, e.g. my-pack.", valueName: "id"))
    var id: String

    @Argument(help: ArgumentHelp("The folder to write (default: ./ID).", valueName: "dir"))
    var directory: String?

    func run() throws {
        guard ContentID.isValid(id) else { throw CommandFailure(PackTemplateError.invalidID(id).description) }
        let folder = URL(
            fileURLWithPath: directory ?? id, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
        do {
            try PackTemplate(id: id).write(to: folder)
        } catch {
            throw CommandFailure(error.description)
        }
        let shown = directory ?? id
        Console.print([
            "Wrote the pack '\(id)' to \(shown): one lesson and four exercises (program, fix-it, build-it, predict).",
            "Next: edit it, then 'swiftui-tutor pack validate \(shown)', and study it with "
                + "'swiftui-tutor --pack \(shown)'.",
        ])
    }
}
