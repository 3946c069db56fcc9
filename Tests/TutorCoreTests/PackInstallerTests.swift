import Foundation
import Testing

@testable import TutorCore

/// A data directory's `packs/` folder and a scratch folder for sources, both temporary.
private struct InstallScratch {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
    var packs: URL { root.appendingPathComponent("data/packs") }

    func installer(_ change: (inout PackInstaller) -> Void = { _ in }) -> PackInstaller {
        var installer = PackInstaller(packsFolder: packs)
        change(&installer)
        return installer
    }

    /// What `packs/` holds, hidden entries included.
    var installed: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: packs.path)) ?? []).sorted() }

    /// Runs a shell line in `root`.
    @discardableResult
    func sh(_ line: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func newPack(_ id: String = "my-pack") throws -> URL {
        let folder = root.appendingPathComponent(id)
        try PackTemplate(id: id).write(to: folder)
        return folder
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite("Installing and removing packs")
struct PackInstallerTests {
    @Test func theTemplateLoadsWithoutProblems() throws {
        let scratch = InstallScratch()
        defer { scratch.remove() }
        let folder = try scratch.newPack()
        let result = CurriculumLoader().load(packRoots: [folder])
        #expect(result.problems.isEmpty, "\(result.problems)")
        let pack = try #require(result.curriculum.packs.first)
        #expect(Set(pack.exercises.map(\.kind)) == Set(ExerciseKind.allCases))
        #expect(pack.exercises.allSatisfy { !$0.mistakes.isEmpty && !$0.alternatives.isEmpty && !$0.hints.isEmpty })
        #expect(pack.author == "Your Name" && pack.licence == "CC-BY-4.0")
        #expect(pack.tutorRequirement?.description == ">=\(TutorRelease.version)")
        #expect(throws: PackTemplateError.notEmpty(path: folder.path)) { try PackTemplate(id: "x").write(to: folder) }
    }

    @Test func aFolderAndItsArchivesInstall() throws {
        let scratch = InstallScratch()
        defer { scratch.remove() }
        _ = try scratch.newPack()
        #expect(try scratch.sh("tar czf p.tar.gz my-pack && zip -qr p.zip my-pack") == 0)
        for source in ["my-pack", "p.tar.gz", "p.zip"] {
            let installation = try scratch.installer().install(from: scratch.root.appendingPathComponent(source))
            #expect(installation.pack.id == "my-pack")
            #expect(installation.pack.origin == .installed)
            #expect(
                installation.pack.root.standardizedFileURL.path == scratch.packs.appendingPathComponent("my-pack").path)
            #expect(scratch.installed == ["my-pack"], "\(source): no staging folder is left behind")
        }
        let removed = try scratch.installer().remove(id: "my-pack")
        #expect(removed.lastPathComponent == "my-pack")
        #expect(scratch.installed.isEmpty)
    }

    @Test func anInvalidPackIsRefusedWithFileAndLineAndTheInstalledOneStays() throws {
        let scratch = InstallScratch()
        defer { scratch.remove() }
        let folder = try scratch.newPack()
        try scratch.installer().install(from: folder)
        try "id: my-pack\ntitle: [unclosed\n".write(
            to: folder.appendingPathComponent("pack.yml"), atomically: true, encoding: .utf8)
        #expect(try scratch.sh("tar czf broken.tgz my-pack") == 0)
        do {
            try scratch.installer().install(from: scratch.root.appendingPathComponent("broken.tgz"))
            Issue.record("a broken pack was installed")
        } catch {
            guard case .invalid(_, let problems) = error else { throw error }
            let problem = try #require(problems.first)
            #expect(problem.file == "my-pack/pack.yml" || problem.file == "pack.yml", "\(problem)")
            #expect(problem.line != nil)
        }
        #expect(scratch.installed == ["my-pack"])
        let kept = CurriculumLoader().load(packRoots: [scratch.packs.appendingPathComponent("my-pack")])
        #expect(kept.problems.isEmpty, "the installed version is untouched")
    }

    @Test func aFolderWithALinkIsRefusedBeforeAnythingIsCopied() throws {
        let scratch = InstallScratch()
        defer { scratch.remove() }
        let folder = try scratch.newPack()
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Lessons/secrets.md").path, withDestinationPath: "/etc/passwd")
        #expect(
            throws: PackInstallError.unsafeEntry(
                source: DisplayPath.of(folder), entry: "Lessons/secrets.md", reason: "it is a symbolic link")
        ) {
            try scratch.installer().install(from: folder)
        }
        #expect(scratch.installed.isEmpty)
    }

    @Test func limitsOnSizeAndCountAreEnforced() throws {
        let scratch = InstallScratch()
        defer { scratch.remove() }
        let folder = try scratch.newPack()
        #expect(try scratch.sh("tar czf p.tar.gz my-pack") == 0)
        let archive = scratch.root.appendingPathComponent("p.tar.gz")
        let tooMany = scratch.installer { $0.limits.entryCount = 5 }
        #expect(throws: PackInstallError.self) { try tooMany.install(from: archive) }
        let tinyArchive = scratch.installer { $0.limits.archiveBytes = 100 }
        do {
            try tinyArchive.install(from: archive)
            Issue.record("an archive over the limit was installed")
        } catch {
            guard case .archiveTooLarge = error else { throw error }
        }
        let tinyFiles = scratch.installer { $0.limits.fileBytes = 10 }
        do {
            try tinyFiles.install(from: folder)
            Issue.record("a file over the limit was installed")
        } catch {
            guard case .tooLarge(_, let what) = error else { throw error }
            #expect(what.contains("more than the 10 allowed"))
        }
        #expect(scratch.installed.isEmpty)
    }

    @Test func theBuiltInPacksIDCannotBeTaken() throws {
        let scratch = InstallScratch()
        defer { scratch.remove() }
        let folder = try scratch.newPack("core")
        let builtIn = Pack(
            id: "core", title: "Core", version: "1.0", root: URL(fileURLWithPath: "/opt/tutor"), tracks: [],
            lessons: [], exercises: [])
        let installer = scratch.installer { $0.otherPacks = [builtIn] }
        #expect(throws: PackInstallError.reservedID(id: "core", folder: "/opt/tutor")) {
            try installer.install(from: folder)
        }
        #expect(throws: PackInstallError.notInstalled(id: "core", installed: [], loadedFrom: "/opt/tutor")) {
            try installer.remove(id: "core")
        }
        #expect(scratch.installed.isEmpty)
    }

    @Test func aNewVersionNamesTheExercisesThatAreGone() throws {
        let scratch = InstallScratch()
        defer { scratch.remove() }
        let folder = try scratch.newPack()
        try scratch.installer().install(from: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Exercises/first-steps-badge"))
        let lesson = folder.appendingPathComponent("Lessons/01-first-steps.md")
        try String(contentsOf: lesson, encoding: .utf8).replacingOccurrences(of: "  - first-steps-badge\n", with: "")
            .replacingOccurrences(
                of: "rules: [foreground-color, state-not-private]", with: "rules: [state-not-private]"
            )
            .replacingOccurrences(
                of: "- `foreground-color`: colour text with `.foregroundStyle`, not the older "
                    + "`.foregroundColor`.\n", with: ""
            )
            .write(to: lesson, atomically: true, encoding: .utf8)
        let installation = try scratch.installer().install(from: folder)
        #expect(installation.replacedFolder)
        var progress = TutorCore.Progress()
        progress.recordHint("my-pack/first-steps-guest-list")
        progress.recordHint("my-pack/first-steps-retired")
        progress.recordHint("other/first-steps-badge")
        #expect(installation.disappearedExercises(progress: progress) == ["first-steps-badge", "first-steps-retired"])
    }

    // MARK: - Listings and rules (pure)

    @Test func tarListingsAreReadByType() {
        let listing = """
            drwxr-xr-x 0/0               0 2026-11-24 23:35 p/
            -rw-r--r-- 0/0               3 2026-11-24 23:35 p/a b.txt
            prw-r--r-- 0/0               0 2026-11-24 23:35 p/fifo
            lrwxrwxrwx 0/0               0 2026-11-24 23:35 p/link -> ../etc
            hrw-r--r-- 0/0               0 2026-11-24 23:35 p/hard link to p/a b.txt
            crw-r--r-- 0/0             1,3 2026-11-24 23:35 p/null
            """
        #expect(
            PackArchive.tarEntries(listing) == [
                PackEntry(path: "p", kind: .directory, size: 0),
                PackEntry(path: "p/a b.txt", kind: .file, size: 3),
                PackEntry(path: "p/fifo", kind: .special("a named pipe"), size: 0),
                PackEntry(path: "p/link", kind: .symbolicLink, size: 0),
                PackEntry(path: "p/hard", kind: .hardLink, size: 0),
                PackEntry(path: "p/null", kind: .special("a character device"), size: 0),
            ])
    }

    @Test func zipListingsSkipHeaderAndFooter() {
        let listing = """
            Archive:  z.zip
            Zip file size: 875 bytes, number of entries: 3
            drwxr-xr-x  3.0 unx        0 bx stor 26-Nov-24 23:35 p/
            -rw-r--r--  3.0 unx     1234 tx defN 26-Nov-24 23:35 p/a b.txt
            lrwxrwxrwx  3.0 unx        6 bx stor 26-Nov-24 23:35 p/link
            3 files, 1240 bytes uncompressed, 13 bytes compressed:  0.0%
            """
        #expect(
            PackArchive.zipEntries(listing) == [
                PackEntry(path: "p", kind: .directory, size: 0),
                PackEntry(path: "p/a b.txt", kind: .file, size: 1234),
                PackEntry(path: "p/link", kind: .symbolicLink, size: 0),
            ])
    }

    @Test(arguments: [
        ("/etc/passwd", "its path is absolute"),
        ("../outside", "its path climbs out of the pack with '..'"),
        ("p/../../outside", "its path climbs out of the pack with '..'"),
        ("p\\..\\x", "its path contains a backslash"),
        ("p/\u{1B}[2J", "its name contains a control character"),
    ])
    func unsafePathsAreNamed(path: String, reason: String) {
        let problems = PackEntryRules.problems(
            in: [PackEntry(path: path, kind: .file, size: 1)], limits: PackInstallLimits(), source: "a.zip")
        #expect(problems == [.unsafeEntry(source: "a.zip", entry: path, reason: reason)])
    }

    @Test func plainRelativeEntriesPass() {
        let entries = [
            PackEntry(path: "p", kind: .directory, size: 0), PackEntry(path: "p/a..b.txt", kind: .file, size: 10),
        ]
        #expect(PackEntryRules.problems(in: entries, limits: PackInstallLimits(), source: "a.zip").isEmpty)
    }
}

@Suite("Finding packs and checking the tutor version")
struct PackDiscoveryTests {
    @Test func packsLoadInOrderAndEachFolderOnce() {
        let sources = PackDiscovery.sources(
            builtIn: URL(fileURLWithPath: "/opt/tutor"),
            installed: [URL(fileURLWithPath: "/data/packs/a"), URL(fileURLWithPath: "/data/packs/b")],
            environment: ["SWIFTUI_TUTOR_PACKS": "/x::relative:/data/packs/a"],
            commandLine: ["mine", "/x"], workingDirectory: "/home/ada")
        #expect(
            sources.map(\.root.path) == [
                "/opt/tutor", "/data/packs/a", "/data/packs/b", "/x", "/home/ada/relative", "/home/ada/mine",
            ])
        #expect(sources.map(\.origin) == [.builtIn, .installed, .installed, .environment, .environment, .commandLine])
    }

    @Test func installedPacksSkipWorkInProgress() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("packs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["b", ".staging-1", "a"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        #expect(PackDiscovery.installedPacks(in: folder).map(\.lastPathComponent) == ["a", "b"])
        #expect(PackDiscovery.installedPacks(in: folder.appendingPathComponent("none")).isEmpty)
    }

    @Test(arguments: [
        (">=0.1", "0.1.0", true), (">=0.2", "0.1.0", false), (">=0.1, <1.0", "0.9", true),
        (">=0.1, <1.0", "1.0.0", false), ("==0.1", "0.1.0", true), (">0.1", "0.1", false), ("<=2", "1.9.9", true),
    ])
    func requirements(text: String, version: String, satisfied: Bool) throws {
        let requirement = try VersionRequirement.parse(text).get()
        #expect(requirement.isSatisfied(by: try #require(DottedVersion(version))) == satisfied)
    }

    @Test func badRequirementsSayWhy() {
        #expect(VersionRequirement.parse("0.1") == .failure(.noOperator("0.1")))
        #expect(VersionRequirement.parse(">=one") == .failure(.notAVersion("one")))
    }

    @Test func aPackForAnotherTutorIsRefusedAtItsLine() throws {
        let pack = try TemporaryPack(changing: [
            "pack.yml": TemporaryPack.validFiles["pack.yml"]! + "\ntutor: \">=9.0\"\n"
        ])
        var loader = CurriculumLoader()
        loader.tutorVersion = "0.1.0"
        let result = loader.load(packRoots: [pack.root])
        #expect(result.curriculum.packs.isEmpty)
        let problem = try #require(result.problems.first)
        #expect(problem.message == "the pack supports tutor >=9.0, and this tutor is 0.1.0")
        #expect(problem.line == 7)
        #expect(problem.file.hasSuffix("pack.yml"))
        let malformed = try TemporaryPack(changing: [
            "pack.yml": TemporaryPack.validFiles["pack.yml"]! + "\ntutor: \"0.1\"\n"
        ])
        #expect(malformed.problems().first?.message.contains("does not start with >=") == true)
    }
}

@Suite("Progress from schema version 1")
struct ProgressMigrationTests {
    @Test func bareKeysMoveUnderTheirPackAndNothingIsLost() throws {
        let version1 = """
            {"schemaVersion": 1, "current": "alpha-ex",
             "lessons": {"alpha": {"firstReadAt": "2026-05-28T20:26:40.125Z", "lastReadAt": "2026-05-28T20:26:40.125Z"}},
             "exercises": {"alpha-ex": {"status": "passed", "attempts": 2, "hintsUsed": 1},
                           "gone-ex": {"status": "attempted", "attempts": 1}}}
            """
        guard case .progress(let read) = ProgressFileFormat.decode(Data(version1.utf8)) else {
            Issue.record("a version 1 file is read")
            return
        }
        #expect(read.schemaVersion == 1, "read as it is")
        var progress = ProgressMigration.upgrade(read)
        #expect(progress.schemaVersion == 2)
        let before = progress
        progress.qualifyBareKeys(
            lessonOwner: { $0 == "alpha" ? "sample" : nil }, exerciseOwner: { $0 == "alpha-ex" ? "sample" : nil })
        #expect(progress.lessons["sample/alpha"] == before.lessons["alpha"])
        #expect(progress.exercises["sample/alpha-ex"] == before.exercises["alpha-ex"])
        #expect(progress.exercises["gone-ex"] == before.exercises["gone-ex"], "a record without its pack stays")
        #expect(progress.current == "sample/alpha-ex")
        #expect(progress.lessons.count + progress.exercises.count == 3)
        let saved = try ProgressFileFormat.encode(progress)
        #expect(ProgressFileFormat.decode(saved) == .progress(progress))
    }

    @Test func theSessionMovesVersion1RecordsOnceItsPackIsLoaded() throws {
        let pack = try TemporaryPack()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let file = data.appendingPathComponent("progress.json")
        try #"{"schemaVersion": 1, "current": "alpha", "exercises": {"beta-ex": {"status": "passed", "attempts": 1}}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let session = TutorSession(
            curriculum: pack.load().curriculum,
            store: ProgressStore(location: ProgressLocation(path: file.path, origin: .commandLine)),
            workspace: Workspace(root: data.appendingPathComponent("workspace")), style: .plain)
        #expect(session.currentID == "alpha")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"sample/beta-ex\""))
        #expect(text.contains("\"schemaVersion\" : 2"))
        #expect(text.contains("\"current\" : \"sample/alpha\""))
    }
}
