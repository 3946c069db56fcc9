import ArgumentParser
import Foundation
import TutorCore

struct PackListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every pack the tutor finds: id, version, folder, lessons, exercises and problems.",
        discussion: """
            Packs are found in this order: the built-in course, the packs installed under \
            $DATA/packs/, the folders in SWIFTUI_TUTOR_PACKS (colon-separated), then each --pack DIR.
            Exit status: 0 every pack loads, 1 a pack has problems.
            """)

    @OptionGroup var options: TutorOptions

    func run() throws {
        let loaded = options.loadPacks(dataDirectory: try TutorOptions.dataDirectory())
        let style = Console.style(
            forOutputTerminal: Console.isTerminal(.standardOutput), noColor: options.noColor)
        Console.print(PackListView(style: style).render(loaded))
        throw ExitCode(loaded.problems.isEmpty ? 0 : 1)
    }
}
