import ArgumentParser
import Foundation
import TutorCore

struct PackInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install a pack from a folder or a .tar.gz/.zip archive into $DATA/packs/.",
        discussion: """
            Every entry is checked before anything is copied: paths stay inside the pack (no '..', \
            no absolute paths), only plain files and folders (no links, no devices), at most 2,000 \
            entries, 8 MB per file, 64 MB unpacked and a 20 MB archive. The pack is then validated \
            in a staging folder beside the installed packs and renamed into place, so an install \
            happens whole or not at all. A pack with the id of an installed one replaces it; \
            progress is kept for every exercise still in the pack.
            Exit status: 0 installed, 1 refused (nothing changed), 2 usage error.
            """)

    @Argument(help: ArgumentHelp("A pack folder, or a .tar.gz, .tgz or .zip archive of one.", valueName: "path"))
    var path: String

    @OptionGroup var options: TutorOptions

    func run() throws {
        let installer = try options.packInstaller()
        let source = URL(
            fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
        let installation: PackInstallation
        do {
            installation = try installer.install(from: source)
        } catch {
            Console.error("swiftui-tutor: \(error.description)")
            throw ExitCode(1)
        }
        let progress = (try? progressStore().load().progress) ?? Progress()
        Console.print(
            PackInstallView.installed(installation, progress: progress) + [PackInstallView.findItFromTheCommandLine])
    }

    private func progressStore() throws -> ProgressStore {
        ProgressStore(
            location: try ProgressLocation.resolve(
                progressOption: options.progress, environment: ProcessInfo.processInfo.environment,
                workingDirectory: FileManager.default.currentDirectoryPath))
    }
}
