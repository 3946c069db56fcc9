import Foundation
import Testing

@Suite("The tutor through a pipe, as a script would use it")
struct PipedShellTests {
    @Test func scriptedSessionHasNoDecorationAndKeepsProgress() throws {
        let user = NewUser()
        let result = try runPiped([], input: "lessons\nlesson state-01\nprogress\nhint\nquit\nlessons\n", user: user)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}["), "no colour through a pipe")
        #expect(!result.stdout.contains("swiftui>"), "no prompt through a pipe")
        #expect(result.stdout.contains("state-01-cart-model"))
        #expect(result.stdout.contains("Lessons read:     1 of"))
        #expect(
            result.stdout.contains(
                "Hints belong to exercises. Open one first (this lesson's next one is state-01-cart-model"))
        #expect(
            result.stdout.components(separatedBy: "Modern SwiftUI, the core course").count == 1 + 1,
            "quit stops before the last command")
        #expect(result.stderr.isEmpty, "stderr: \(result.stderr)")
        let progress = try String(contentsOf: user.progressFile, encoding: .utf8)
        #expect(progress.contains("\"core/state-01\""))
    }

    @Test func mistakesAreExplainedAndTheShellGoesOn() throws {
        let result = try runPiped([], input: "lesons\nlesson\nlesson nope\nreset state-01\nno\nnext\n", user: NewUser())
        #expect(result.status == 0)
        #expect(result.stderr.contains("Did you mean 'lessons'?"))
        #expect(result.stderr.contains("Usage: lesson ID"))
        #expect(result.stdout.contains("There is no lesson 'nope'"))
        #expect(result.stdout.contains("Nothing was changed."))
        #expect(result.stdout.contains("Who owns the state?"), "next opens the first lesson")
    }

    @Test func pastedCodeIsCheckedUpToTheTerminator() throws {
        let input = "check\nimport SwiftUI\nlet v = Text(\"Hi\").foregroundColor(.red)\n.\nprogress\n"
        let result = try runPiped([], input: input, user: NewUser())
        #expect(result.status == 0)
        #expect(result.stdout.contains("<pasted>:2:20: warning: use .foregroundStyle(_:)"))
        #expect(result.stdout.contains("Lessons read:"), "the shell reads commands again after the terminator")
        #expect(!result.stderr.contains("Unknown command"), "pasted lines are not taken for commands")
    }

    @Test func filePathsStartingWithTheHomeFolderWorkForEveryFileCommand() throws {
        let user = NewUser()
        let home = user.dataDirectory.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try "import SwiftUI\nlet v = Text(\"Hi\").foregroundColor(.red)\nprint(\"ran\")\n".write(
            to: home.appendingPathComponent("badge.swift"), atomically: true, encoding: .utf8)
        let result = try runPiped(
            [], input: "check ~/badge.swift\nrun $HOME/badge.swift\nquit\n", user: user,
            environment: ["HOME": home.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("[foreground-color]"), "check found the file: \(result.stdout)")
        #expect(result.stdout.contains("ran"), "run found the file: \(result.stdout)")
        #expect(!result.stderr.contains("badge.swift"), "no file error: \(result.stderr)")
    }

    @Test func readOnlySubcommands() throws {
        let user = NewUser()
        let lessons = try runPiped(["lessons"], input: "", user: user)
        #expect(lessons.status == 0 && lessons.stdout.contains("modern-01"))
        let lesson = try runPiped(["lesson", "modern-01"], input: "", user: user)
        #expect(lesson.status == 0 && lesson.stdout.contains("Sources — the guides this lesson is written from:"))
        let missing = try runPiped(["lesson", "nope"], input: "", user: user)
        #expect(missing.status == 1 && missing.stdout.contains("There is no lesson 'nope'"))
        let json = try runPiped(["progress", "--json"], input: "", user: user)
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let summary = object?["summary"] as? [String: Int]
        #expect(summary?["lessonsRead"] == 1)
        #expect((object?["progress"] as? [String: Any])?["schemaVersion"] as? Int == 2)
    }

    @Test func brokenExtraPackIsReportedWithFileAndLine() throws {
        let pack = FileManager.default.temporaryDirectory.appendingPathComponent("broken-pack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: pack.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: pack.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        try "id: extra\ntitle: Extra\nversion: 1\nlessons: [missing-one]\n".write(
            to: pack.appendingPathComponent("pack.yml"), atomically: true, encoding: .utf8)
        let result = try runPiped(["lessons", "--pack", pack.path], input: "", user: NewUser())
        #expect(result.status == 0)
        #expect(result.stderr.contains("pack.yml:4: 'lessons' names 'missing-one'"))
        #expect(result.stdout.contains("state-01"), "the built-in pack still loads")
    }

    @Test func corruptProgressIsMovedAsideAndReported() throws {
        let user = NewUser()
        try FileManager.default.createDirectory(at: user.dataDirectory, withIntermediateDirectories: true)
        try Data([0x00, 0xFF, 0x13]).write(to: user.progressFile)
        let result = try runPiped(["progress"], input: "", user: user)
        #expect(result.status == 0)
        #expect(result.stderr.contains("was moved, unchanged, to"))
        let names = try FileManager.default.contentsOfDirectory(atPath: user.dataDirectory.path)
        #expect(names.contains { $0.hasPrefix("progress.json.corrupt-") })
    }

    // MARK: Grading, as a learner meets it

    static let cartExercise = repositoryRoot.appendingPathComponent("Exercises/state-01-cart-model")

    @Test func submitGradesAndRecordsEveryAttempt() throws {
        let user = NewUser()
        let starter = Self.cartExercise.appendingPathComponent("Starter.swift").path
        let solution = Self.cartExercise.appendingPathComponent("Solution.swift").path
        let failing = try runPiped(["submit", "state-01-cart-model", starter], input: "", user: user)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("✗ Not yet"))
        #expect(failing.stdout.contains("- expected, + yours"))
        let passing = try runPiped(["submit", "state-01-cart-model", solution, "--json"], input: "", user: user)
        #expect(passing.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(passing.stdout.utf8)) as? [String: Any]
        #expect(report?["verdict"] as? String == "passed")
        let progress = try runPiped(["progress", "--json"], input: "", user: user)
        #expect(progress.stdout.contains("\"attempts\" : 2"))
        #expect(progress.stdout.contains("\"status\" : \"passed\""))
    }

    @Test func submitExplainsUsageMistakes() throws {
        let unknown = try runPiped(["submit", "no-such-exercise", "/dev/null"], input: "", user: NewUser())
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("there is no exercise 'no-such-exercise'"))
        let missing = try runPiped(["submit", "state-01-cart-model", "/no/such.swift"], input: "", user: NewUser())
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file"))
    }

    @Test func pastedSubmissionInTheShell() throws {
        let user = NewUser()
        let solution = try String(
            contentsOf: Self.cartExercise.appendingPathComponent("Solution.swift"), encoding: .utf8)
        let input = "exercise state-01-cart-model\nsubmit -\n\(solution).\nsolution\nlessons\n"
        let result = try runPiped([], input: input, user: user)
        #expect(result.status == 0)
        #expect(result.stdout.contains("✓ Passed — state-01-cart-model"))
        #expect(result.stdout.contains("Reference solution for state-01-cart-model"), "solution is shown once passed")
        #expect(result.stdout.contains("✓ state-01-cart-model") || result.stdout.contains("✓ \u{1B}"))
    }

    @Test func editOpensTheEditorOnTheWorkingFileAndGradesIt() throws {
        // The "editor" copies the reference solution over the working file, as a learner's edit would.
        let solution = Self.cartExercise.appendingPathComponent("Solution.swift").path
        let result = try runPiped(
            [], input: "exercise state-01-cart-model\nedit\nprogress\n", user: NewUser(),
            environment: ["VISUAL": "/bin/cp \(solution)", "EDITOR": ""])
        #expect(result.stdout.contains("Grading "))
        #expect(
            result.stdout.contains("✓ Passed — state-01-cart-model"),
            "stdout: \(result.stdout) stderr: \(result.stderr)")
        #expect(result.stdout.contains("state-01-cart-model: passed, 1 attempt"))
    }

    @Test func aFailingEditorGradesNothing() throws {
        let result = try runPiped(
            [], input: "exercise state-01-cart-model\nedit\n", user: NewUser(),
            environment: ["VISUAL": "/bin/false"])
        #expect(result.stderr.contains("exited with status 1; nothing was graded"))
        #expect(!result.stdout.contains("Passed"))
    }

    @Test func solutionNeedsConfirmationBeforePassing() throws {
        let result = try runPiped(
            [], input: "exercise state-01-cart-model\nsolution\nno\nsolution\ny\nprogress\n", user: NewUser())
        #expect(result.stdout.contains("Give up and see the solution?"))
        #expect(result.stdout.contains("Nothing was changed."))
        #expect(result.stdout.contains("Reference solution for state-01-cart-model"))
        #expect(result.stdout.contains("state-01-cart-model: solution shown"))
    }

    @Test func runRendersASwiftUIViewThroughTheHeadlessModule() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("view-\(UUID().uuidString).swift")
        try """
        import SwiftUI

        struct GreetingView: View {
            @State private var name = "Ada"
            var body: some View {
                VStack {
                    Text("Hello, \\(name)!")
                    Button("Rename") { name = "Grace" }
                }
            }
        }

        #Preview { GreetingView() }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try runPiped(["run", file.path], input: "", user: NewUser())
        #expect(result.status == 0, "stderr: \(result.stderr) stdout: \(result.stdout)")
        #expect(result.stdout.contains("Text \"Hello, Ada!\""))
        #expect(result.stdout.contains("Button \"Rename\""))
    }

    @Test func runKeepsAFilesOwnEntryPoint() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("main-\(UUID().uuidString).swift")
        try """
        import SwiftUI

        struct Badge: View {
            let count: Int
            var body: some View { Text("\\(count) new") }
        }

        @main
        struct Preview {
            @MainActor static func main() { print(ViewHarness(Badge(count: 3)).render()) }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try runPiped(["run", file.path], input: "", user: NewUser())
        #expect(result.status == 0, "stderr: \(result.stderr) stdout: \(result.stdout)")
        #expect(result.stdout.contains("Text \"3 new\""))
    }

    @Test func submitGradesTheWorkingFileAndRefusesWhatIsNotSwift() async throws {
        let user = NewUser()
        let notes = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).md")
        try "# my notes\n".write(to: notes, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: notes) }
        let input = "exercise state-01-cart-model\nsubmit \(notes.path)\nsubmit\nsubmit\nprogress\n"
        let result = try await onOwnThread { try runPiped([], input: input, user: user) }
        #expect(result.stderr.contains("is a .md file; an answer is a .swift file. Nothing was graded."))
        #expect(result.stdout.contains("Grading your working file state-01-cart-model/Starter.swift"))
        #expect(result.stdout.contains("✗ Not yet — state-01-cart-model"))
        // The same code graded twice is one attempt; the Markdown file was none.
        #expect(result.stdout.contains("state-01-cart-model: not passed yet, 1 attempt,"))
    }

    @Test func resetPutsTheStarterBackAndKeepsTheLearnersVersion() async throws {
        let user = NewUser()
        let working = user.dataDirectory.appendingPathComponent("workspace/state-01-cart-model/Starter.swift")
        _ = try await onOwnThread { try runPiped(["lesson", "state-01"], input: "", user: user) }
        _ = try await onOwnThread { try runPiped([], input: "exercise state-01-cart-model\n", user: user) }
        try "// my attempt\n".write(to: working, atomically: true, encoding: .utf8)
        let result = try await onOwnThread { try runPiped([], input: "reset state-01-cart-model\ny\n", user: user) }
        #expect(
            result.stdout.contains(
                "holds the starter code again; your version is kept as state-01-cart-model/Starter.swift.before-reset-")
        )
        let starter = try String(contentsOf: Self.cartExercise.appendingPathComponent("Starter.swift"), encoding: .utf8)
        #expect(try String(contentsOf: working, encoding: .utf8) == starter)
        let kept = try FileManager.default.contentsOfDirectory(atPath: working.deletingLastPathComponent().path)
            .filter { $0.hasPrefix("Starter.swift.before-reset-") }
        #expect(kept.count == 1)
    }

    /// A typo, a crash, a hang, a near miss and a pass, each as a learner writes them: the
    /// feedback says what to do, and the scores rank them the way a teacher would.
    @Test func mistakesGetTheFeedbackThatHelpsAndScoresThatRankThem() async throws {
        let solution = try String(
            contentsOf: Self.cartExercise.appendingPathComponent("Solution.swift"), encoding: .utf8)
        let attempts: [(name: String, source: String)] = [
            ("typo", solution.replacingOccurrences(of: "@Observable", with: "@Observabel")),
            (
                "crash",
                solution.replacingOccurrences(
                    of: "guard let index = lines.firstIndex(where: { $0.product == product }) else { return }",
                    with: "let index = lines.firstIndex(where: { $0.product == product })!")
            ),
            (
                "hang",
                solution.replacingOccurrences(
                    of: "func add(_ product: String, priceCents: Int) {",
                    with:
                        "func add(_ product: String, priceCents: Int) {\n        while lines.count < 5 { _ = product }")
            ),
            ("near-miss", solution.replacingOccurrences(of: "var giftNote = \"\"", with: "var giftNote = \" \"")),
            ("pass", solution),
        ]
        var reports: [String: [String: Any]] = [:]
        var texts: [String: String] = [:]
        for attempt in attempts {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "\(attempt.name)-\(UUID().uuidString).swift")
            try attempt.source.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let user = NewUser()
            let json = try await onOwnThread {
                try runPiped(["submit", "state-01-cart-model", file.path, "--json"], input: "", user: user)
            }
            reports[attempt.name] = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            let text = try await onOwnThread {
                try runPiped(["submit", "state-01-cart-model", file.path], input: "", user: NewUser())
            }
            texts[attempt.name] = text.stdout
        }
        func score(_ name: String) -> Int { reports[name]?["score"] as? Int ?? -1 }
        #expect(reports["typo"]?["verdict"] as? String == "compile-error")
        #expect(texts["typo"]?.contains("Did you mean 'Observable'?") == true)
        #expect(texts["typo"]?.contains("held back until it compiles") == true)
        #expect(reports["crash"]?["verdict"] as? String == "runtime-error")
        #expect(texts["crash"]?.contains("Fatal error") == true)
        #expect(texts["crash"]?.contains("program/") == false, "the runtime's module prefix is not shown")
        #expect(reports["hang"]?["verdict"] as? String == "timeout")
        #expect(reports["near-miss"]?["verdict"] as? String == "failed")
        #expect(score("pass") == 100)
        #expect(score("typo") < score("hang"))
        #expect(score("crash") <= score("near-miss") && score("hang") < score("near-miss"))
        #expect(score("near-miss") < score("pass"))
    }
}
