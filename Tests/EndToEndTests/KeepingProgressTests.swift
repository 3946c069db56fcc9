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

@Suite("Reviews through the real binary")
struct ReviewEndToEndTests {
    /// A progress file with one rule item and one prediction item due long ago.
    static func seedDueReviews(for user: NewUser) throws {
        try FileManager.default.createDirectory(at: user.dataDirectory, withIntermediateDirectories: true)
        let text = """
            {"schemaVersion": 2, "reviews": {
              "rule:foreground-color": {"kind": "rule", "subject": "foreground-color", "box": 0,
                "due": "2020-01-01T00:00:00Z", "addedAt": "2020-01-01T00:00:00Z"},
              "predict:a11y-01-what-voiceover-reads": {"kind": "predict", "subject": "a11y-01-what-voiceover-reads",
                "box": 2, "due": "2020-01-02T00:00:00Z", "addedAt": "2020-01-01T00:00:00Z"}}}
            """
        try text.write(to: user.progressFile, atomically: true, encoding: .utf8)
    }

    @Test func aMissedPredictionBecomesAReviewItem() throws {
        let user = NewUser()
        let answer = user.dataDirectory.appendingPathComponent("answer.txt")
        try FileManager.default.createDirectory(at: user.dataDirectory, withIntermediateDirectories: true)
        try "Harbour Lights\n".write(to: answer, atomically: true, encoding: .utf8)
        let graded = try runPiped(["submit", "a11y-01-what-voiceover-reads", answer.path], input: "", user: user)
        #expect(graded.status == 1)
        let progress = try String(contentsOf: user.progressFile, encoding: .utf8)
        #expect(progress.contains("\"predict:core/a11y-01-what-voiceover-reads\""))
        #expect(progress.contains("\"box\" : 0"))
    }

    @Test func dueItemsAreAskedAndAnsweredThroughAPipe() throws {
        let user = NewUser()
        try Self.seedDueReviews(for: user)
        let input = "next\nreview\nforegroud-color\nforeground-color\nHarbour Lights, heading\n.\nreview\n"
        let result = try runPiped([], input: input, user: user)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("2 reviews due — type review."))
        #expect(result.stdout.contains("Which rule does this line break?"))
        #expect(result.stdout.contains("Did you mean 'foreground-color'?"))
        #expect(result.stdout.contains("Right. You will see it again in 3 days."))
        #expect(result.stdout.contains("From a11y-01-what-voiceover-reads"))
        #expect(result.stdout.contains("Not quite. It comes back tomorrow."))
        #expect(result.stdout.contains("That was every review due."))
        #expect(result.stdout.contains("Nothing to review now."))
        let progress = try String(contentsOf: user.progressFile, encoding: .utf8)
        #expect(progress.contains("\"lastAnsweredAt\""))
    }

    @Test func theBannerSaysHowManyAreDueAndReviewWorksOnATerminal() throws {
        let user = NewUser()
        try Self.seedDueReviews(for: user)
        let tty = try TerminalSession(user: user)
        try tty.waitFor("2 reviews due — type review.")
        try tty.waitFor("swiftui> ")
        let mark = tty.mark
        tty.type("review\r")
        try tty.waitFor("answer> ", after: tty.waitFor("Which rule does this line break?", after: mark))
        tty.type("foreground-color\r")
        try tty.waitFor("... ", after: tty.waitFor("Right. You will see it again in 3 days.", after: mark))
        tty.type("\r.\r")
        try tty.waitFor("swiftui> ", after: tty.waitFor("Review stopped; 1 review still due", after: mark))
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
    }
}

@Suite("Study plans through the real binary")
struct StudyEndToEndTests {
    @Test func studyMakesAPlanThatNextFollows() throws {
        let user = NewUser()
        let project = user.dataDirectory.appendingPathComponent("MyApp/Views")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try """
        import SwiftUI
        struct Badge: View {
            var body: some View {
                Text("New").foregroundColor(.red)
                    .cornerRadius(4)
            }
        }
        struct Tag: View {
            var body: some View { Text("b").foregroundColor(.blue) }
        }

        """.write(to: project.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        let folder = project.deletingLastPathComponent().path
        let result = try runPiped([], input: "study \(folder)\nnext\nnext\n", user: user)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("Study plan for \(folder): 3 findings, 1 lesson to read"))
        #expect(result.stdout.contains("foreground-color (2 times) — e.g. Views/Badge.swift:4"))
        #expect(result.stdout.contains("Text(\"New\").foregroundColor(.red)"))
        #expect(result.stdout.contains("From your study plan: lesson modern-01"))
        #expect(result.stdout.components(separatedBy: "From your study plan").count == 2, "once read, next moves on")
        #expect(result.stdout.contains("Who owns the state?"), "then the course order")

        let json = try runPiped(["study", folder, "--json"], input: "", user: user)
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let steps = object?["steps"] as? [[String: Any]]
        #expect(steps?.first?["lessonID"] as? String == "core/modern-01")
        let missing = try runPiped(["study", "/nonexistent/app"], input: "", user: user)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Nothing studied: /nonexistent/app holds no .swift file"))
    }
}
