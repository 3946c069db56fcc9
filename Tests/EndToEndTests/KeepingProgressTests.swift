import Foundation
import Testing

@Suite("Keeping and moving progress through the real binary")
struct KeepingProgressTests {
    @Test func exportImportAndResetAllThroughAPipe() throws {
        let user = NewUser()
        let export = user.dataDirectory.appendingPathComponent("moved.json").path
        let first = try runPiped(
            [],
            input: "lesson state-01\nprogress export \(export)\nprogress export \(export)\nreset --all\ny\nprogress\n",
            user: user)
        #expect(first.status == 0)
        #expect(first.stdout.contains("was written to \(export)"))
        #expect(first.stderr.contains("Nothing exported: \(export) already exists"))
        #expect(first.stdout.contains("All your progress was reset. The file as it was is kept in "))
        #expect(first.stdout.contains("Lessons read:     0 of"))
        let backups = try FileManager.default.contentsOfDirectory(atPath: user.dataDirectory.path)
            .filter { $0.hasPrefix("progress.json.before-reset-") }
        #expect(backups.count == 1)

        let imported = try runPiped(["progress", "import", export], input: "", user: user)
        #expect(imported.status == 0, "stderr: \(imported.stderr)")
        #expect(imported.stdout.contains("Merged \(export) into your progress: 1 lesson"))
        let summary = try runPiped(["progress"], input: "", user: user)
        #expect(summary.stdout.contains("Lessons read:     1 of"))
    }

    @Test func importRefusesMissingAndJunkFilesWithAReason() throws {
        let user = NewUser()
        try FileManager.default.createDirectory(at: user.dataDirectory, withIntermediateDirectories: true)
        let junk = user.dataDirectory.appendingPathComponent("junk.bin")
        try Data([0x00, 0xFF, 0x13, 0x37]).write(to: junk)
        let missing = try runPiped(["progress", "import", "/nonexistent/progress.json"], input: "", user: user)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Nothing imported: there is no file /nonexistent/progress.json"))
        let binary = try runPiped(["progress", "import", junk.path], input: "", user: user)
        #expect(binary.status == 1)
        #expect(binary.stderr.contains("it holds binary data, not JSON text. Your progress is unchanged."))
        let usage = try runPiped(["progress", "import"], input: "", user: user)
        #expect(usage.status == 2)
        #expect(!FileManager.default.fileExists(atPath: user.progressFile.path), "nothing was written")
    }
}
