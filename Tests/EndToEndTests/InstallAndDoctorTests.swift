import Foundation
import Testing

/// Runs `scripts/install.sh` with `arguments` and returns its status and what it printed.
private func runInstallScript(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [repositoryRoot.appendingPathComponent("scripts/install.sh").path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Every file and folder under `root`, relative to it, sorted.
private func tree(_ root: URL) -> [String] {
    (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
}

@Suite("Installed with scripts/install.sh and checked with doctor", .serialized)
struct InstallAndDoctorTests {
    /// Installs the built products (the test build's, instead of a release build, to stay fast)
    /// into a temporary prefix; the installed tutor, run from another folder with nothing pointing
    /// it at the checkout, finds its course and the headless module; uninstalling removes exactly
    /// what was installed.
    @Test func installedTutorRunsFromAnyFolderAndUninstallsCleanly() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
        let prefix = scratch.appendingPathComponent("prefix")
        let elsewhere = scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try "mine\n".write(to: prefix.appendingPathComponent("bin/other-tool"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let buildFolder = URL(fileURLWithPath: try tutorExecutable()).deletingLastPathComponent().path

        let install = try runInstallScript(["--prefix", prefix.path, "--from", buildFolder])
        #expect(install.status == 0, "\(install.output)")
        let share = prefix.appendingPathComponent("share/swiftui-tutor")
        for file in [
            "bin/swiftui-tutor", "share/swiftui-tutor/pack.yml", "share/swiftui-tutor/Lessons",
            "share/swiftui-tutor/Exercises/state-01-cart-model/exercise.yml",
            "share/swiftui-tutor/Modules/HeadlessSwiftUI.swiftmodule", "share/swiftui-tutor/libHeadlessSwiftUI.so",
            "share/swiftui-tutor/HeadlessSwiftUIMacros-tool", "share/bash-completion/completions/swiftui-tutor",
            "share/zsh/site-functions/_swiftui-tutor", "share/fish/vendor_completions.d/swiftui-tutor.fish",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        let bash = try String(
            contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/swiftui-tutor"),
            encoding: .utf8)
        #expect(bash.contains("doctor") && bash.contains("complete"), "the bash completion knows the subcommands")
        let fish = try String(
            contentsOf: prefix.appendingPathComponent("share/fish/vendor_completions.d/swiftui-tutor.fish"),
            encoding: .utf8)
        #expect(fish.contains("doctor"))

        let installed = prefix.appendingPathComponent("bin/swiftui-tutor").path
        let user = NewUser()
        let unset = ["SWIFTUI_TUTOR_CURRICULUM": "", "SWIFTUI_TUTOR_HEADLESS_DIR": ""]
        let lessons = try runPiped(
            ["lessons"], input: "", user: user, environment: unset, executable: installed, workingDirectory: elsewhere)
        #expect(lessons.status == 0 && lessons.stdout.contains("state-01-cart-model"), "\(lessons.stderr)")
        #expect(!lessons.stderr.contains("not found"), "\(lessons.stderr)")

        try """
        import SwiftUI
        struct Badge: View { var body: some View { Text("Installed") } }
        @main struct Main { static func main() { print(ViewHarness(Badge()).render()) } }
        """.write(to: elsewhere.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        let run = try runPiped(
            ["run", "Badge.swift"], input: "", user: user, environment: unset, executable: installed,
            workingDirectory: elsewhere)
        #expect(run.status == 0 && run.stdout.contains("Text \"Installed\""), "\(run.stdout)\(run.stderr)")

        let doctor = try runPiped(
            ["doctor"], input: "", user: user, environment: unset, executable: installed, workingDirectory: elsewhere)
        let lines = doctor.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("✓ course: 1 pack, ") && $0.contains(share.path) }, "\(doctor.stdout)")
        #expect(lines.contains { $0.hasPrefix("✓ headless SwiftUI: \(share.path)") }, "\(doctor.stdout)")
        let sandboxWorks = lines.contains { $0.hasPrefix("✓ sandbox:") }
        #expect(lines.filter { $0.hasPrefix("✗") && !$0.hasPrefix("✗ sandbox:") }.isEmpty, "\(doctor.stdout)")
        #expect(doctor.status == (sandboxWorks ? 0 : 1))

        let again = try runInstallScript(["--prefix", prefix.path, "--from", buildFolder])
        #expect(again.status == 0, "installing over an installation: \(again.output)")
        // The learner's own files in the same folder (the default data folder is PREFIX/share/swiftui-tutor).
        try "{}".write(to: share.appendingPathComponent("progress.json"), atomically: true, encoding: .utf8)

        let uninstall = try runInstallScript(["--uninstall", "--prefix", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(
            tree(prefix) == [
                "bin", "bin/other-tool", "share", "share/swiftui-tutor", "share/swiftui-tutor/progress.json",
            ],
            "only what was there before and the learner's file remain")
        let twice = try runInstallScript(["--uninstall", "--prefix", prefix.path])
        #expect(twice.status == 1 && twice.output.contains("Nothing to uninstall"))
    }

    /// A reinstallation that fails half-way (here: a file stands where the completions folder
    /// must go) still leaves a manifest of what it installed, so uninstalling removes it all.
    @Test func installationStoppedHalfWayCanStillBeUninstalled() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
        let prefix = scratch.appendingPathComponent("prefix")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let buildFolder = URL(fileURLWithPath: try tutorExecutable()).deletingLastPathComponent().path
        let first = try runInstallScript(["--prefix", prefix.path, "--from", buildFolder])
        #expect(first.status == 0, "\(first.output)")

        let blocker = prefix.appendingPathComponent("share/zsh")
        try FileManager.default.removeItem(at: blocker)
        try "not a folder\n".write(to: blocker, atomically: true, encoding: .utf8)
        let failed = try runInstallScript(["--prefix", prefix.path, "--from", buildFolder])
        #expect(failed.status != 0)
        #expect(failed.output.contains("stopped before the end"), "\(failed.output)")
        let manifest = try String(
            contentsOf: prefix.appendingPathComponent("share/swiftui-tutor/install-manifest.txt"), encoding: .utf8)
        #expect(manifest.contains("file bin/swiftui-tutor"), "\(manifest)")
        #expect(manifest.contains("file share/bash-completion/completions/swiftui-tutor"), "\(manifest)")

        try FileManager.default.removeItem(at: blocker)
        let uninstall = try runInstallScript(["--uninstall", "--prefix", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(tree(scratch) == [], "everything the two runs installed is gone, folders included")
    }

    @Test func doctorNamesEachProblemWithItsFix() throws {
        let user = NewUser()
        try FileManager.default.createDirectory(at: user.dataDirectory, withIntermediateDirectories: true)
        try "{ damaged".write(to: user.progressFile, atomically: true, encoding: .utf8)
        let empty = user.dataDirectory.appendingPathComponent("no-module")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try runPiped(
            ["doctor"], input: "", user: user,
            environment: ["SWIFTUI_TUTOR_CURRICULUM": empty.path, "SWIFTUI_TUTOR_HEADLESS_DIR": empty.path])
        #expect(result.status == 1)
        let out = result.stdout
        #expect(out.contains("✓ Swift toolchain: Swift "), "\(out)")
        #expect(out.contains("✓ readline: GNU readline "), "\(out)")
        #expect(out.contains("✗ headless SwiftUI: the module is not built or installed"), "\(out)")
        #expect(out.contains("✗ course: "), "\(out)")
        #expect(out.contains("✗ progress file: \(user.progressFile.path) could not be used"), "\(out)")
        #expect(out.contains("3 of 6 checks failed") || out.contains("4 of 6 checks failed"), "\(out)")
        #expect(out.components(separatedBy: "    fix: ").count - 1 == out.components(separatedBy: "✗ ").count - 1)
        #expect(try String(contentsOf: user.progressFile, encoding: .utf8) == "{ damaged", "doctor changes nothing")
    }
}
