import ArgumentParser
import Foundation
import TutorCore

struct PackRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an installed pack. Your progress on it is kept.",
        discussion: """
            Only packs installed with 'pack install' (under $DATA/packs/) can be removed. The \
            progress file is not touched: install the pack again and you carry on where you were.
            Exit status: 0 removed, 1 no such installed pack.
            """)

    @Argument(help: ArgumentHelp("The id of the installed pack.", valueName: "id"))
    var id: String

    @OptionGroup var options: TutorOptions

    func run() throws {
        let installer = try options.packInstaller()
        do {
            let folder = try installer.remove(id: id)
            Console.print([PackInstallView.removed(id: id, folder: folder)])
        } catch {
            Console.error("swiftui-tutor: \(error.description)")
            throw ExitCode(1)
        }
    }
}
