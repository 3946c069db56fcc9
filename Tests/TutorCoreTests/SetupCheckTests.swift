import Foundation
import Testing

@testable import TutorCore

@Suite("doctor's checks, on machines made of temporary folders")
struct SetupCheckTests {
    @Test func toolchainVersionIsComparedWithTheMinimum() {
        let current = SetupChecks.toolchain(
            compiler: "/opt/swift/usr/bin/swiftc", versionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\n")
        #expect(current.passed && current.finding == "Swift 6.3.1 (/opt/swift/usr/bin/swiftc)")
        let old = SetupChecks.toolchain(compiler: "/usr/bin/swiftc", versionOutput: "Swift version 5.10 (swift-5.10)")
        #expect(!old.passed && old.fix?.contains("6.2 or newer") == true)
        let silent = SetupChecks.toolchain(compiler: "/usr/bin/swiftc", versionOutput: "bash: no such file")
        #expect(!silent.passed && silent.fix?.contains("/usr/bin/swiftc --version") == true)
        let missing = SetupChecks.toolchain(compiler: nil, versionOutput: nil)
        #expect(!missing.passed && missing.fix?.contains("SWIFTUI_TUTOR_SWIFTC") == true)
        let exact = SetupChecks.toolchain(compiler: "swiftc", versionOutput: "Apple Swift version 6.2 (swiftlang-6.2)")
        #expect(exact.passed)
    }

    @Test func sandboxFixFollowsTheKernelSetting() throws {
        let proc = try ScratchDirectory()
        defer { proc.remove() }
        try FileManager.default.createDirectory(atPath: proc.file("user"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: proc.file("kernel"), withIntermediateDirectories: true)
        try proc.write("15000\n", to: "user/max_user_namespaces")
        try proc.write("0\n", to: "kernel/unprivileged_userns_clone")
        let debian = UserNamespaceSettings.read(procSys: proc.path)
        #expect(debian == UserNamespaceSettings(maximum: 15000, unprivilegedClone: 0, appArmorRestricts: nil))
        let check = SetupChecks.sandbox(
            bubblewrapWorks: false, bubblewrapInstalled: true, explanation: "bwrap: No permissions", namespaces: debian)
        #expect(!check.passed && check.finding.contains("bwrap: No permissions"))
        #expect(
            check.fix == "unprivileged user namespaces are switched off: sudo sysctl -w "
                + "kernel.unprivileged_userns_clone=1")

        try proc.write("1\n", to: "kernel/unprivileged_userns_clone")
        try proc.write("1\n", to: "kernel/apparmor_restrict_unprivileged_userns")
        let ubuntu = SetupChecks.sandbox(
            bubblewrapWorks: false, bubblewrapInstalled: true, explanation: "",
            namespaces: .read(procSys: proc.path))
        #expect(ubuntu.fix?.contains("kernel.apparmor_restrict_unprivileged_userns=0") == true)

        let container = SetupChecks.sandbox(
            bubblewrapWorks: false, bubblewrapInstalled: true, explanation: "",
            namespaces: UserNamespaceSettings(maximum: 15000, unprivilegedClone: nil, appArmorRestricts: nil))
        #expect(container.fix?.contains("seccomp=unconfined") == true)
        let absent = SetupChecks.sandbox(
            bubblewrapWorks: false, bubblewrapInstalled: false, explanation: "", namespaces: debian)
        #expect(absent.fix?.contains("apt-get install bubblewrap") == true)
        #expect(
            SetupChecks.sandbox(bubblewrapWorks: true, bubblewrapInstalled: true, explanation: "", namespaces: debian)
                .passed)
    }

    @Test func progressFileIsReadButNeverChanged() throws {
        let folder = try ScratchDirectory()
        defer { folder.remove() }
        let location = ProgressLocation(path: folder.file("progress.json"), origin: .commandLine)
        let none = SetupChecks.progress(location: location)
        #expect(none.passed && none.finding.contains("none yet"))
        #expect(folder.names().isEmpty, "checking writes nothing")

        try folder.write(#"{"schemaVersion": 1, "lessons": {}, "exercises": {}}"#)
        let old = SetupChecks.progress(location: location)
        #expect(old.passed && old.finding.contains("schema 1; upgraded on the next save"), "\(old)")

        try folder.write("{ not json")
        let damaged = SetupChecks.progress(location: location)
        #expect(!damaged.passed && damaged.finding.contains("could not be used"))
        #expect(damaged.fix?.contains("moves it aside") == true)
        #expect(folder.contents() == Data("{ not json".utf8), "the damaged file is left as it is")

        try folder.write(#"{"schemaVersion": 99}"#)
        let newer = SetupChecks.progress(location: location)
        #expect(!newer.passed && newer.finding.contains("schema version 99"))

        let nowhere = SetupChecks.progress(
            location: ProgressLocation(path: folder.file("progress.json/deeper/progress.json"), origin: .commandLine))
        #expect(!nowhere.passed && nowhere.finding.contains("cannot be read (Not a directory)"), "\(nowhere)")
    }

    @Test func courseCountsWhatLoadedAndNamesWhatDidNot() throws {
        let pack = try TemporaryPack()
        let loaded = SetupChecks.course(folder: pack.root, loaded: pack.load())
        #expect(loaded.passed && loaded.finding.hasPrefix("1 pack, "), "\(loaded)")
        let broken = try TemporaryPack(changing: ["pack.yml": "id: [unclosed"])
        let failed = SetupChecks.course(folder: broken.root, loaded: broken.load())
        #expect(!failed.passed && failed.finding.contains("pack.yml"), "\(failed)")
        let missing = SetupChecks.course(
            folder: nil, loaded: CurriculumLoadResult(curriculum: pack.load().curriculum, problems: []))
        #expect(!missing.passed && missing.fix?.contains("SWIFTUI_TUTOR_CURRICULUM") == true)
    }

    @Test func headlessModuleNeedsAWorkingTrial() {
        #expect(SetupChecks.headlessModule(folder: nil, compile: nil).fix?.contains("HeadlessSwiftUI") == true)
        let broken = SetupChecks.headlessModule(
            folder: "/opt/tutor",
            compile: HeadlessTrial(succeeded: false, problem: "error: module compiled with Swift 6.1"))
        #expect(!broken.passed && broken.finding.contains("module compiled with Swift 6.1"))
        #expect(
            SetupChecks.headlessModule(folder: "/opt/tutor", compile: HeadlessTrial(succeeded: true, problem: ""))
                .passed)
    }

    @Test func reportMarksEachCheckAndCountsFailures() {
        let text = SetupReportView(
            checks: [.pass("readline", "GNU readline 8.2"), .fail("sandbox", "no bwrap", fix: "install it")],
            style: .plain
        ).text
        #expect(
            text == "✓ readline: GNU readline 8.2\n✗ sandbox: no bwrap\n    fix: install it\n\n"
                + "1 of 2 checks failed; the fix is under each ✗.")
    }
}
