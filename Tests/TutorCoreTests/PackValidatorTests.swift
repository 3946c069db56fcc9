import Foundation
import Sandbox
import Testing

@testable import TutorCore

/// A pack of `predict` exercises (graded without compiling, so these tests stay fast) in a
/// fresh temporary folder.
private struct PredictPack {
    let root: URL

    /// - Parameter exercises: id → (solution, starter, extra exercise.yml lines).
    init(_ exercises: [(id: String, solution: String, starter: String, extra: String)]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("validate-\(UUID().uuidString)")
        try write("pack.yml", "id: sample\ntitle: Sample\nversion: \"1.0\"\nlessons: [basics]\n")
        try write(
            "Lessons/01-basics.md",
            """
            ---
            id: basics
            title: Basics
            sources:
              - file: 000_043375cc0e9d289f.txt
                section: "State Management"
            objectives: [Predict output.]
            exercises: [\(exercises.map(\.id).joined(separator: ", "))]
            ---
            Text.

            """)
        for exercise in exercises {
            try write(
                "Exercises/\(exercise.id)/exercise.yml",
                """
                id: \(exercise.id)
                lesson: basics
                title: Predict \(exercise.id)
                kind: predict
                prompt: What does it print?
                expected:
                  output: expected.txt
                \(exercise.extra.isEmpty ? "hints: [Count the lines.]" : exercise.extra)

                """)
            try write("Exercises/\(exercise.id)/expected.txt", "right\n")
            try write("Exercises/\(exercise.id)/Solution.swift", exercise.solution)
            try write("Exercises/\(exercise.id)/Starter.swift", exercise.starter)
        }
    }

    func write(_ path: String, _ content: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// A grader whose compiler is never needed by predict exercises.
private func predictGrader() -> Grader {
    let toolchain = Toolchain(
        compiler: "/nonexistent/swiftc", version: "test", swiftUIArguments: nil,
        moduleCache: FileManager.default.temporaryDirectory.path)
    return Grader(toolchain: toolchain, sandbox: ProcessSandbox())
}

@Suite("Validating packs")
struct PackValidatorTests {
    @Test func aValidPackPassesWithEveryExerciseGraded() throws {
        let pack = try PredictPack([("one", "right\n", "?\n", ""), ("two", "right\n", "wrong\n", "")])
        defer { pack.remove() }
        let report = PackValidator(grader: predictGrader(), workers: 2).validate(packAt: pack.root)
        #expect(report.problems.isEmpty)
        #expect(report.isValid)
        #expect(report.packID == "sample")
        #expect(report.exercises.map(\.exerciseID) == ["one", "two"])
        #expect(report.exercises.allSatisfy { $0.solutionVerdict == .passed && $0.starterVerdict == .failed })
        let lines = PackValidationView(style: .plain).render(report)
        #expect(lines.first?.hasPrefix("✓ one (solution passes, starter fails) ") == true)
        #expect(lines.last?.hasPrefix("✓ The pack 'sample' is valid: 2 exercises checked") == true)
    }

    @Test func reportsEveryKindOfProblemInOneRun() throws {
        let pack = try PredictPack([
            ("blank-hint", "right\n", "?\n", "hints:\n  - Fine.\n  - \"   \""),
            ("good", "right\n", "?\n", ""),
            ("solution-fails", "wrong\n", "?\n", ""),
            ("starter-passes", "right\n", "right\n", ""),
            (
                "unknown-rule", "right\n", "?\n",
                "hints: [A hint.]\nchecks:\n  rules:\n    - foreground-color\n    - foreground-colour"
            ),
        ])
        defer { pack.remove() }
        let report = PackValidator(grader: predictGrader(), knownRuleIDs: ["foreground-color"], workers: 2)
            .validate(packAt: pack.root)
        #expect(!report.isValid)

        // The blank hint is the loader's problem; the pack is then not loaded as a whole, but the
        // other exercises are still graded.
        let hint = report.loadProblems.first { $0.file.hasSuffix("blank-hint/exercise.yml") }
        #expect(hint?.message.contains("non-empty") == true)
        #expect(hint?.line == 10)
        #expect(report.exercises.first { $0.exerciseID == "blank-hint" }?.wasGraded == false)
        #expect(report.exercises.first { $0.exerciseID == "good" }?.isValid == true)

        let solution = report.problems.first { $0.file.hasSuffix("solution-fails/Solution.swift") }
        #expect(solution?.message.contains("does not pass (failed)") == true)
        let starter = report.problems.first { $0.file.hasSuffix("starter-passes/Starter.swift") }
        #expect(starter?.message.contains("already passes") == true)
        // An unknown rule id is the loader's problem too, found with its line.
        let rule = report.loadProblems.first { $0.file.hasSuffix("unknown-rule/exercise.yml") }
        #expect(rule?.message.contains("'foreground-colour'") == true)
        #expect(rule?.line == 12)
        #expect(rule?.fix.contains("Did you mean 'foreground-color'?") == true)
        #expect(report.exercises.first { $0.exerciseID == "unknown-rule" }?.wasGraded == false)
        #expect(report.exercises.flatMap(\.problems).count == 2)
        // Loading exercises one by one links them into a scratch pack; the author's files stay.
        for id in ["good", "solution-fails", "starter-passes", "unknown-rule"] {
            let folder = pack.root.appendingPathComponent("Exercises/\(id)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(files == ["Solution.swift", "Starter.swift", "exercise.yml", "expected.txt"])
        }

        let lines = PackValidationView(style: .plain).render(report)
        #expect(lines.contains { $0.hasPrefix("✗ blank-hint (not graded") })
        #expect(lines.contains { $0.hasPrefix("✗ solution-fails (solution failed, starter fails)") })
        #expect(
            lines.last?.hasPrefix(
                "✗ The pack 'sample' is not valid: \(report.problems.count) problems, "
                    + "2 exercises not graded") == true)
    }

    @Test func aMisspeltRuleIsExactlyOneProblem() throws {
        let pack = try PredictPack([
            ("one", "right\n", "?\n", "hints: [A hint.]\nchecks:\n  rules: [foreground-colr]")
        ])
        defer { pack.remove() }
        let report = PackValidator(grader: predictGrader(), workers: 1).validate(packAt: pack.root)
        #expect(
            report.problems.map(\.message) == ["'checks.rules' names 'foreground-colr', which is not a checker rule"],
            "\(report.problems)")
        #expect(report.problems.first?.fix == "Did you mean 'foreground-color'? 'swiftui-tutor rules' lists them all")
    }

    @Test func blankHintsAndUnknownRulesAreFoundInLoadedExercises() throws {
        // The loader already refuses both; the validator checks the exercise it is given too,
        // for exercises built in code rather than loaded.
        let pack = try PredictPack([
            ("one", "right\n", "?\n", "hints:\n  - First.\n  - Second.\nchecks:\n  rules: [foreground-color]")
        ])
        defer { pack.remove() }
        var exercise = try #require(CurriculumLoader().load(packRoots: [pack.root]).curriculum.exercise(id: "one"))
        exercise.hints[1] = " \n "
        exercise.checks.rules = ["no-such-rule"]
        let problems = PackValidator(grader: predictGrader(), knownRuleIDs: []).manifestProblems(exercise)
        #expect(
            problems.map(\.message) == [
                "'checks.rules' names 'no-such-rule', which is not a checker rule",
                "hint 2 is blank",
            ])
        #expect(problems.map(\.line) == [nil, 10])
    }

    @Test func theJSONReportListsExercisesAndProblems() throws {
        let pack = try PredictPack([("one", "wrong\n", "?\n", "")])
        defer { pack.remove() }
        let report = PackValidator(grader: predictGrader(), workers: 1).validate(packAt: pack.root)
        let json = PackValidationView(style: .plain).json(report)
        let document = try JSONDecoder().decode(PackValidationDocument.self, from: Data(json.utf8))
        #expect(document.valid == false)
        #expect(document.pack == "sample")
        #expect(document.exercises.map(\.solution) == ["failed"])
        #expect(document.problems.count == 1)
        #expect(document.problems.first?.file.hasSuffix("one/Solution.swift") == true)
    }

    @Test func gradingRunsOnAsManyWorkersAsAsked() {
        // Counts items in flight instead of timing them: each item waits (boundedly) until a
        // second one is running, so width 2 is reached, and the most ever seen must be 2.
        final class Gauge: @unchecked Sendable {
            let condition = NSCondition()
            var running = 0
            var most = 0
        }
        let gauge = Gauge()
        let results = BoundedConcurrency.map(Array(0..<6), width: 2) { item -> Int in
            gauge.condition.lock()
            gauge.running += 1
            gauge.most = max(gauge.most, gauge.running)
            gauge.condition.broadcast()
            let deadline = Date().addingTimeInterval(5)
            while gauge.running < 2, item < 4, gauge.condition.wait(until: deadline) {}
            gauge.running -= 1
            gauge.condition.unlock()
            return item * 10
        }
        #expect(results == [0, 10, 20, 30, 40, 50])
        #expect(gauge.most == 2)
    }

    /// The built-in build-it exercise, compiled and run for real in the sandbox.
    @Test func theCartExerciseSolutionPassesAndItsStarterDoesNot() throws {
        let pack = try PredictPack([])
        defer { pack.remove() }
        try pack.write(
            "Lessons/01-basics.md",
            """
            ---
            id: state-01
            title: State
            sources:
              - file: 000_043375cc0e9d289f.txt
                section: "State Management"
            objectives: [Build a model.]
            exercises: [state-01-cart-model]
            ---
            Text.

            """)
        try pack.write("pack.yml", "id: sample\ntitle: Sample\nversion: \"1.0\"\nlessons: [state-01]\n")
        let source = repositoryRoot.appendingPathComponent("Exercises/state-01-cart-model")
        try FileManager.default.copyItem(
            at: source, to: pack.root.appendingPathComponent("Exercises/state-01-cart-model"))
        // Its sample answers are validated with the whole course; some are SwiftUI code, which this
        // grader (without the headless module) cannot compile.
        for folder in ["mistakes", "alternatives"] {
            try? FileManager.default.removeItem(
                at: pack.root.appendingPathComponent("Exercises/state-01-cart-model/\(folder)"))
        }
        let toolchain = try Toolchain.locate(environment: ProcessInfo.processInfo.environment, swiftUIArguments: nil)
        let report = PackValidator(grader: Grader(toolchain: toolchain, sandbox: ProcessSandbox()), workers: 2)
            .validate(packAt: pack.root)
        #expect(report.problems == [])
        let exercise = try #require(report.exercises.first)
        #expect(exercise.solutionVerdict == .passed)
        #expect(exercise.starterVerdict != nil && exercise.starterVerdict != .passed)
        #expect(exercise.seconds > 0)
    }
}

@Suite("Validating mistakes and alternatives")
struct SampleAnswerValidationTests {
    @Test func mistakesMustFailWithTheirFeedbackAndAlternativesMustPass() throws {
        let pack = try PredictPack([("guess", "right\n", "// What does it print?\n", "")])
        defer { pack.remove() }
        try pack.write(
            "Exercises/guess/mistakes/01-caught.txt",
            "// Mistake: reads it backwards.\n// Expect: output\n// Expect: ✗ thgir\nthgir\n")
        try pack.write(
            "Exercises/guess/mistakes/02-passes.txt", "// Mistake: not a mistake at all.\n// Expect: output\nright\n")
        try pack.write(
            "Exercises/guess/mistakes/03-wrong-feedback.txt",
            "// Mistake: a different word.\n// Expect: ✗ left\nwrong\n")
        try pack.write(
            "Exercises/guess/alternatives/01-spaces.txt", "// Alternative: trailing spaces are ignored.\nright   \n")
        try pack.write("Exercises/guess/alternatives/02-wrong.txt", "// Alternative: not really.\nleft\n")
        let report = PackValidator(grader: predictGrader(), workers: 2).validate(packAt: pack.root)
        let exercise = try #require(report.exercises.first)
        #expect(exercise.mistakesTotal == 3)
        #expect(exercise.mistakesCaught == 1)
        #expect(exercise.alternativesTotal == 2)
        #expect(exercise.alternativesPassing == 1)
        let messages = exercise.problems.map(\.message)
        #expect(messages.contains { $0.hasPrefix("the mistake passes") })
        #expect(messages.contains { $0.contains("without the feedback it names: '✗ left'") })
        #expect(messages.contains { $0.hasPrefix("the alternative does not pass") })
        #expect(
            exercise.problems.first { $0.message.hasPrefix("the mistake passes") }?.file.hasSuffix(
                "mistakes/02-passes.txt") == true)
        #expect(!report.isValid)
        let line = PackValidationView(style: .plain).line(for: exercise)
        #expect(line.contains("1/3 mistakes caught, 1/2 alternatives pass"))
    }

    @Test func sampleAnswersWithoutTheirHeaderAreProblems() throws {
        let pack = try PredictPack([("guess", "right\n", "// What does it print?\n", "")])
        defer { pack.remove() }
        try pack.write("Exercises/guess/mistakes/01-bye.txt", "left\n")
        try pack.write("Exercises/guess/alternatives/01-odd.txt", "// Expect: output\nright\n")
        let report = PackValidator(grader: predictGrader(), workers: 2).validate(packAt: pack.root)
        let problems = report.exercises.flatMap(\.problems)
        let mistake = try #require(problems.first { $0.message.contains("names no feedback") })
        #expect(mistake.file.hasSuffix("Exercises/guess/mistakes/01-bye.txt"))
        #expect(mistake.line == 1)
        let alternative = try #require(problems.first { $0.message.contains("an alternative must pass") })
        #expect(alternative.line == 1)
        #expect(!report.isValid)
    }

    @Test func oneExerciseCanBeValidatedAlone() throws {
        let pack = try PredictPack([("one", "right\n", "?\n", ""), ("two", "wrong\n", "?\n", "")])
        defer { pack.remove() }
        let report = PackValidator(grader: predictGrader(), workers: 2).validate(packAt: pack.root, only: ["one"])
        #expect(report.exercises.map(\.exerciseID) == ["one"])
        #expect(report.isValid)
    }

    @Test func feedbackMatchesBySourceOrByText() {
        let item = FeedbackItem(
            kind: .essential, message: "Use `foregroundStyle(_:)`.", source: "foreground-color",
            details: ["- expected line", "+ your line"])
        #expect(GradingJob.matches("foreground-color")(item))
        #expect(GradingJob.matches("foregroundStyle")(item))
        #expect(GradingJob.matches("+ your line")(item))
        #expect(!GradingJob.matches("corner-radius")(item))
    }
}
