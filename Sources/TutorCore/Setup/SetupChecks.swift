import Foundation
import HeadlessBuildFlags
import Wording

/// The checks `swiftui-tutor doctor` makes, each from facts gathered by the caller (so tests can
/// hand in any machine), with the wording of what was found and of each fix.
public enum SetupChecks {
    public static let minimumSwift = DottedVersion("6.2")!

    /// The compiler the grader uses and its `--version` output; nil when none was found or it
    /// could not be run.
    public static func toolchain(compiler: String?, versionOutput: String?) -> SetupCheck {
        let name = "Swift toolchain"
        guard let compiler else {
            return .fail(
                name, "no swiftc on PATH",
                fix: "install Swift \(minimumSwift) or newer (swift.org/install) and put its usr/bin on PATH, or set "
                    + "SWIFTUI_TUTOR_SWIFTC to the compiler's path")
        }
        guard let versionOutput, let version = swiftVersion(in: versionOutput) else {
            return .fail(
                name, "\(compiler) did not say its version",
                fix: "run '\(compiler) --version' to see what is wrong, or point SWIFTUI_TUTOR_SWIFTC at another "
                    + "swiftc")
        }
        guard version >= minimumSwift else {
            return .fail(
                name, "Swift \(version) (\(compiler))",
                fix: "the tutor needs Swift \(minimumSwift) or newer: install it from swift.org/install")
        }
        return .pass(name, "Swift \(version) (\(compiler))")
    }

    /// "6.3.1" from "Swift version 6.3.1 (swift-6.3.1-RELEASE)" and the like.
    static func swiftVersion(in output: String) -> DottedVersion? {
        guard let range = output.range(of: "Swift version ") else { return nil }
        let word = output[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return DottedVersion(String(word))
    }

    /// The GNU readline the tutor is linked against (`rl_library_version`).
    public static func readline(libraryVersion: String?) -> SetupCheck {
        guard let libraryVersion, !libraryVersion.isEmpty else {
            return .fail(
                "readline", "the linked library does not say its version",
                fix: "install GNU readline (Debian/Ubuntu: sudo apt-get install libreadline-dev) and rebuild")
        }
        return .pass("readline", "GNU readline \(libraryVersion)")
    }

    /// Whether learner code runs inside bubblewrap, from the sandbox's own probe (it starts
    /// `/bin/true` under bubblewrap), and the kernel's user namespace settings for the fix.
    public static func sandbox(
        bubblewrapWorks: Bool, bubblewrapInstalled: Bool, explanation: String, namespaces: UserNamespaceSettings
    ) -> SetupCheck {
        let name = "sandbox"
        if bubblewrapWorks { return .pass(name, "bubblewrap starts and isolates learner programs") }
        guard bubblewrapInstalled else {
            return .fail(
                name, "bubblewrap (bwrap) is not installed; learner code runs under resource limits only",
                fix: "sudo apt-get install bubblewrap (or your distribution's bubblewrap package)")
        }
        return .fail(
            name, "bubblewrap is installed but cannot start here: \(explanation)",
            fix: namespaces.fix)
    }

    /// The headless SwiftUI module: `folder` is where it was found (nil: nowhere), `compile` how
    /// compiling, linking and running a small view against it went.
    public static func headlessModule(folder: String?, compile: HeadlessTrial?) -> SetupCheck {
        let name = "headless SwiftUI"
        guard let folder else {
            return .fail(
                name, "the module is not built or installed beside the tutor",
                fix: "in a checkout: swift build --product HeadlessSwiftUI (scripts/start.sh does); installed: run "
                    + "scripts/install.sh again; or set SWIFTUI_TUTOR_HEADLESS_DIR to the folder that holds "
                    + HeadlessSwiftUIBuild.products.joined(separator: ", "))
        }
        guard let compile, compile.succeeded else {
            let detail = compile?.problem.split(separator: "\n").prefix(3).joined(separator: " / ") ?? "it did not run"
            return .fail(
                name, "found in \(folder), but a small view did not compile and run against it: \(detail)",
                fix: "rebuild it with the Swift on PATH (swift build --product HeadlessSwiftUI, or scripts/install.sh "
                    + "again): a module built by another compiler version cannot be loaded")
        }
        return .pass(name, "\(folder); a small view compiled, linked and rendered")
    }

    /// The built-in course and any other packs: `folder` is where the built-in course was found.
    public static func course(folder: URL?, loaded: CurriculumLoadResult) -> SetupCheck {
        let name = "course"
        guard let folder else {
            return .fail(
                name, "the built-in lessons were not found",
                fix: "run the tutor from its checkout or install it with scripts/install.sh (which puts them in "
                    + "PREFIX/share/swiftui-tutor), or set SWIFTUI_TUTOR_CURRICULUM to the folder that holds pack.yml")
        }
        if !loaded.problems.isEmpty {
            let shown = loaded.problems.prefix(3).map { "\($0)" }.joined(separator: "; ")
            let more = loaded.problems.count > 3 ? " (and \(loaded.problems.count - 3) more)" : ""
            return .fail(
                name, "\(Plural.count(loaded.problems.count, "problem")): \(shown)\(more)",
                fix: "each problem names its file and line; fix it, or remove the pack that has it ('pack list' "
                    + "shows where each pack comes from)")
        }
        let curriculum = loaded.curriculum
        let packs = Plural.count(curriculum.packs.count, "pack")
        return .pass(
            name,
            "\(packs), \(curriculum.lessons.count) lessons, \(curriculum.exercises.count) exercises "
                + "(built-in course in \(folder.path))")
    }

    /// The progress file: readable, of a schema this tutor understands, and writable (the file
    /// and its folder, since it is replaced atomically). Reads the file; never changes it.
    public static func progress(location: ProgressLocation) -> SetupCheck {
        let name = "progress file"
        let path = location.path
        let folder = (path as NSString).deletingLastPathComponent
        let data: Data?
        do {
            data = try POSIXFile.read(path)
        } catch {
            return .fail(
                name, "\(path) cannot be read (\(error.reason))",
                fix: "give yourself read and write permission on it (chmod u+rw \(path)), or choose another file "
                    + "with --progress or SWIFTUI_TUTOR_PROGRESS")
        }
        guard let data else {
            guard let writable = nearestExistingFolder(of: folder), access(writable, W_OK) == 0 else {
                return .fail(
                    name, "\(path) does not exist yet and its folder cannot be created",
                    fix: "make \(folder) writable for you, or choose another place with SWIFTUI_TUTOR_DATA_DIR")
            }
            return .pass(name, "\(path) (none yet; it is written when you first make progress)")
        }
        let schema: Int
        switch ProgressFileFormat.decode(data) {
        case .unusable(let problem):
            let fix =
                switch problem {
                case .newerSchema:
                    "use the newer swiftui-tutor that wrote it, or choose another file with --progress"
                case .damaged:
                    "the tutor moves it aside (keeping it, byte for byte) and starts afresh on its next start; to "
                        + "keep your progress, restore a copy (progress.json.before-reset-…, an export) instead"
                }
            return .fail(name, "\(path) \(problem.explanation)", fix: fix)
        case .progress(let progress):
            schema = progress.schemaVersion
        }
        guard access(path, W_OK) == 0, access(folder, W_OK) == 0 else {
            return .fail(
                name,
                "\(path) is read-only for you (it is replaced as a whole on every save, so its folder must be "
                    + "writable too)",
                fix: "chmod u+w \(path) \(folder)")
        }
        let upgrade = schema < Progress.currentSchemaVersion ? "; upgraded on the next save, a copy kept" : ""
        return .pass(name, "\(path) (schema \(schema)\(upgrade))")
    }

    private static func nearestExistingFolder(of path: String) -> String? {
        var folder = path
        while !folder.isEmpty {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
                return isFolder.boolValue ? folder : nil
            }
            if folder == "/" { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }
}

/// How compiling, linking and running a small view against the headless module went.
public struct HeadlessTrial: Equatable, Sendable {
    public var succeeded: Bool
    /// The compiler's or the program's complaint, when it did not succeed.
    public var problem: String

    public init(succeeded: Bool, problem: String) {
        self.succeeded = succeeded
        self.problem = problem
    }
}

/// The kernel settings that decide whether unprivileged user namespaces (which bubblewrap needs)
/// are allowed; nil where this kernel has no such setting.
public struct UserNamespaceSettings: Equatable, Sendable {
    /// `/proc/sys/user/max_user_namespaces`.
    public var maximum: Int?
    /// `/proc/sys/kernel/unprivileged_userns_clone` (Debian's kernels).
    public var unprivilegedClone: Int?
    /// `/proc/sys/kernel/apparmor_restrict_unprivileged_userns` (Ubuntu 23.10 and later).
    public var appArmorRestricts: Int?

    public init(maximum: Int?, unprivilegedClone: Int?, appArmorRestricts: Int?) {
        self.maximum = maximum
        self.unprivilegedClone = unprivilegedClone
        self.appArmorRestricts = appArmorRestricts
    }

    /// Read from `procSys` (normally `/proc/sys`).
    public static func read(procSys: String = "/proc/sys") -> UserNamespaceSettings {
        func number(_ file: String) -> Int? {
            (try? String(contentsOfFile: procSys + "/" + file, encoding: .utf8))
                .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        return UserNamespaceSettings(
            maximum: number("user/max_user_namespaces"),
            unprivilegedClone: number("kernel/unprivileged_userns_clone"),
            appArmorRestricts: number("kernel/apparmor_restrict_unprivileged_userns"))
    }

    /// What to change so bubblewrap can start.
    var fix: String {
        if maximum == 0 {
            return "user namespaces are switched off: sudo sysctl -w user.max_user_namespaces=10000"
        }
        if unprivilegedClone == 0 {
            return "unprivileged user namespaces are switched off: sudo sysctl -w kernel.unprivileged_userns_clone=1"
        }
        if appArmorRestricts == 1 {
            return "AppArmor restricts unprivileged user namespaces: sudo sysctl -w "
                + "kernel.apparmor_restrict_unprivileged_userns=0 (or give bwrap an AppArmor profile that allows "
                + "userns)"
        }
        return "the kernel allows user namespaces, so a container or seccomp policy is likely blocking them: run the "
            + "container with --security-opt seccomp=unconfined (or --privileged), or run the tutor outside it"
    }
}
