import ArgumentParser
import Foundation
import Sandbox
import TutorCore
import Wording

/// Options every tutor command shares: where progress and content come from, and colour.
struct TutorOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Progress file to use (default: $SWIFTUI_TUTOR_PROGRESS, then $XDG_DATA_HOME/swiftui-tutor/progress.json).",
            valueName: "path"))
    var progress: String?

    @Option(
        name: .customLong("pack"),
        help: ArgumentHelp(
            "An extra lesson pack folder to load after the built-in and installed packs (repeatable).",
            valueName: "dir"))
    var packs: [String] = []

    @Flag(name: .customLong("no-color"), help: "Never colour output (NO_COLOR=1 does the same).")
    var noColor = false

    /// Loads content and opens the progress store, printing any content problems to stderr.
    func makeSession(interactive: Bool) throws -> TutorSession {
        let environment = ProcessInfo.processInfo.environment
        let cwd = FileManager.default.currentDirectoryPath
        let location: ProgressLocation
        let dataDirectory: String
        do {
            location = try ProgressLocation.resolve(
                progressOption: progress, environment: environment, workingDirectory: cwd)
            dataDirectory = try ProgressLocation.dataDirectory(environment: environment, workingDirectory: cwd).path
        } catch {
            throw ValidationError("\(error)")
        }
        let loaded = loadPacks(dataDirectory: dataDirectory)
        if !loaded.problems.isEmpty {
            Console.error(
                "The lessons have \(Plural.count(loaded.problems.count, "problem")); packs "
                    + "with problems are not loaded:"
            )
            for problem in loaded.problems { Console.error("  \(problem)") }
        }
        for collision in loaded.curriculum.collisions {
            Console.error(
                "Note: more than one pack has '\(collision.id)'; type \(collision.qualified.joined(separator: " or ")) "
                    + "to say which.")
        }
        let style = Console.style(
            forOutputTerminal: interactive && Console.isTerminal(.standardOutput), noColor: noColor)
        var session = TutorSession(
            curriculum: loaded.curriculum,
            store: ProgressStore(location: location),
            workspace: Workspace(
                root: URL(fileURLWithPath: dataDirectory).appendingPathComponent("workspace"),
                builtInPackID: loaded.outcomes.first { $0.source.origin == .builtIn }?.pack?.id),
            style: style)
        session.lazyGrader = LazyGrader {
            var grader = try GraderSetup.make(dataDirectory: dataDirectory, environment: environment)
            // Made on first use, when the shell's line reader (and its Ctrl-C pipe) exists.
            if interactive { grader.cancellation = ReadlineLineReader.interruptDescriptor }
            return grader
        }
        session.packShelf = packShelf(dataDirectory: dataDirectory)
        for notice in session.startupNotices { Console.error(notice) }
        return session
    }
}

extension TutorOptions {
    /// The data directory (`SWIFTUI_TUTOR_DATA_DIR`, else `$XDG_DATA_HOME/swiftui-tutor`, else
    /// `~/.local/share/swiftui-tutor`).
    static func dataDirectory() throws -> String {
        do {
            return try ProgressLocation.dataDirectory(
                environment: ProcessInfo.processInfo.environment,
                workingDirectory: FileManager.default.currentDirectoryPath
            ).path
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// The installer for the data directory's packs, knowing the packs found elsewhere (their ids
    /// cannot be taken by an installed pack).
    func packInstaller() throws -> PackInstaller {
        packShelf(dataDirectory: try Self.dataDirectory()).installer()
    }

    /// The packs this command line finds, loaded again whenever asked (the shell's `pack`).
    func packShelf(dataDirectory: String) -> PackShelf {
        PackShelf(packsFolder: PackDiscovery.installedFolder(dataDirectory: dataDirectory)) {
            loadPacks(dataDirectory: dataDirectory)
        }
    }

    /// Every pack the tutor finds (built-in, installed, `SWIFTUI_TUTOR_PACKS`, `--pack`), loaded;
    /// says on standard error when the built-in course is missing, unless told not to.
    func loadPacks(dataDirectory: String, reportingMissingCourse: Bool = true) -> CurriculumLoadResult {
        let environment = ProcessInfo.processInfo.environment
        let builtIn = BuiltInCurriculum.locate(environment: environment)
        if builtIn == nil && reportingMissingCourse {
            Console.error(
                "The built-in lessons were not found. Set \(BuiltInCurriculum.variable) to the folder that holds "
                    + "pack.yml."
            )
        }
        return CurriculumLoader().load(
            sources: PackDiscovery.sources(
                builtIn: builtIn,
                installed: PackDiscovery.installedPacks(
                    in: PackDiscovery.installedFolder(dataDirectory: dataDirectory)),
                environment: environment, commandLine: packs,
                workingDirectory: FileManager.default.currentDirectoryPath))
    }
}

/// Finds the curriculum that ships with the tutor.
enum BuiltInCurriculum {
    static let variable = "SWIFTUI_TUTOR_CURRICULUM"

    /// `$SWIFTUI_TUTOR_CURRICULUM`, else `../share/swiftui-tutor` beside the executable (an
    /// installed tutor), else the nearest folder with a `pack.yml` above the executable (a build
    /// inside the repository).
    static func locate(environment: [String: String]) -> URL? {
        if let path = environment[variable], !path.isEmpty { return URL(fileURLWithPath: path) }
        let shared = TutorInstallation.sharedFolder
        if FileManager.default.fileExists(atPath: shared.appendingPathComponent("pack.yml").path) { return shared }
        var folder = TutorInstallation.executable.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("pack.yml").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}

/// Builds the grader from what this machine has: the compiler on PATH, the sandbox, the
/// headless SwiftUI module when it is built, and a cache under the data directory.
enum GraderSetup {
    static func make(dataDirectory: String, environment: [String: String]) throws -> Grader {
        let cache = dataDirectory + "/cache"
        let toolchain = try Toolchain.locate(
            environment: environment,
            swiftUIArguments: HeadlessSwiftUILocation.compilerArguments(environment: environment))
        return Grader(toolchain: toolchain, sandbox: ProcessSandbox(), cache: GradeCache(directory: cache + "/grades"))
    }
}
