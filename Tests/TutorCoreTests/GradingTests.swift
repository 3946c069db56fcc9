import Foundation
import Sandbox
import SwiftUIChecker
import Testing

@testable import TutorCore

@Suite("Comparing output")
struct OutputComparatorTests {
    @Test func normalizedIgnoresLineEndingsTrailingSpacesAndBlankLines() {
        let comparator = OutputComparator(mode: .normalized)
        #expect(comparator.difference(expected: "a\nb\n", actual: "a  \r\nb\t\n\n\n") == nil)
        #expect(comparator.difference(expected: "a\nb\n", actual: "a\n b\n") != nil)
    }

    @Test func exactComparesEveryByte() {
        let comparator = OutputComparator(mode: .exact)
        #expect(comparator.difference(expected: "a\n", actual: "a\n") == nil)
        #expect(comparator.difference(expected: "a\n", actual: "a \n") != nil)
        #expect(comparator.difference(expected: "a\n", actual: "a") != nil)
    }

    @Test func unorderedLinesComparesAsAMultiset() {
        let comparator = OutputComparator(mode: .unorderedLines)
        #expect(comparator.difference(expected: "a\nb\nb\n", actual: "b\na\nb\n") == nil)
        #expect(comparator.difference(expected: "a\nb\nb\n", actual: "b\na\n") != nil)
    }

    @Test func diffListsMissingBeforeUnexpectedAndKeepsCommonLines() {
        let diff = LineDiff.diff(["one", "two", "three"], ["one", "2", "three"])
        #expect(diff.map(\.rendered) == ["  one", "- two", "+ 2", "  three"])
    }

    @Test func condensedFoldsLongRunsOfMatchingLines() {
        let same = (1...20).map { "line \($0)" }
        let diff = LineDiff.diff(same + ["end"], same + ["END"])
        let condensed = LineDiff.condensed(diff)
        #expect(condensed.first == "  … 18 matching lines")
        #expect(condensed.suffix(2) == ["- end", "+ END"])
    }

    @Test func condensedDiffsAreCutWithACount() {
        let diff = LineDiff.diff((0..<50).map { "e\($0)" }, (0..<50).map { "a\($0)" })
        let condensed = LineDiff.condensed(diff, maximumLines: 10)
        #expect(condensed.count == 11)
        #expect(condensed.last == "  … 90 more differing lines not shown")
    }

    @Test func hugeOutputsStillDiffQuickly() {
        let expected = (0..<5000).map(String.init)
        let actual = (0..<5000).map { "x\($0)" }
        let diff = LineDiff.diff(expected, actual)
        #expect(diff.count == 10000)
    }
}

@Suite("Reading compiler diagnostics")
struct CompilerDiagnosticTests {
    @Test func parsesLocatedDiagnosticsAndSkipsTheRest() {
        let output = """
            Submission.swift:3:14: error: cannot find 'x' in scope
              |           `- error: cannot find 'x' in scope
            /tmp/w/Harness.swift:10:5: warning: variable 'y' was never used
            error: link command failed
            """
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(
            diagnostics == [
                CompilerDiagnostic(
                    file: "Submission.swift", line: 3, column: 14, severity: .error, message: "cannot find 'x' in scope"
                ),
                CompilerDiagnostic(
                    file: "/tmp/w/Harness.swift", line: 10, column: 5, severity: .warning,
                    message: "variable 'y' was never used"),
            ])
    }
}

@Suite("Finding required and forbidden constructs")
struct ConstructMatcherTests {
    let source = """
        import SwiftUI
        // struct Fake: View {} and AnyView in a comment
        @MainActor @Observable final class Model {}
        struct CounterView: View {
            @State private var count = 0
            var body: some View {
                Text("AnyView in a string").task(id: count) { }
                    .onChange(of: count) { old, new in }
            }
        }
        """

    @Test func declarationsWithAndWithoutConformance() {
        let matcher = ConstructMatcher(source: source)
        #expect(matcher.firstMatch(of: .declares(name: "CounterView", conformsTo: "View"))?.line == 4)
        #expect(matcher.firstMatch(of: .declares(name: "Model", conformsTo: nil))?.line == 3)
        #expect(matcher.firstMatch(of: .declares(name: "Model", conformsTo: "View")) == nil)
        #expect(matcher.firstMatch(of: .declares(name: "Fake", conformsTo: nil)) == nil)
    }

    @Test func callsMatchLabelsIncludingTrailingClosures() {
        let matcher = ConstructMatcher(source: source)
        #expect(matcher.firstMatch(of: .calls(signature: "task(id:_:)"))?.line == 7)
        #expect(matcher.firstMatch(of: .calls(signature: "task(id:)")) == nil)
        #expect(matcher.firstMatch(of: .calls(signature: "task")) != nil)
        #expect(matcher.firstMatch(of: .calls(signature: "onChange(of:_:)"))?.line == 8)
    }

    @Test func usesIgnoresCommentsAndStrings() {
        let matcher = ConstructMatcher(source: source)
        #expect(matcher.firstMatch(of: .uses(name: "AnyView")) == nil)
        #expect(matcher.firstMatch(of: .uses(name: "@Observable"))?.line == 3)
        #expect(matcher.firstMatch(of: .uses(name: "@State"))?.line == 5)
        #expect(matcher.firstMatch(of: .uses(name: "count")) != nil)
        #expect(matcher.importsModule("SwiftUI"))
        #expect(!matcher.importsModule("UIKit"))
    }
}

@Suite("SHA-256 for cache keys")
struct SHA256Tests {
    @Test func knownVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}

/// Grading with the real compiler and sandbox, on a small pack written for the test.
@Suite("Module cache slots")
struct ModuleCachePoolTests {
    @Test func aWaitingCompileGetsTheFolderOfTheSlotItLocked() async throws {
        let root = NSTemporaryDirectory() + "module-pool-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Slot 0 is unusable.
        try FileManager.default.createDirectory(atPath: root + "/slot-0.lock", withIntermediateDirectories: true)
        let pool = ModuleCachePool(root: root)
        var held = (1..<ModuleCachePool.slots).compactMap { _ in pool.acquire() }
        #expect(held.map(\.path) == (1..<ModuleCachePool.slots).map { root + "/slot-\($0)" })
        let waiting = Task.detached { pool.acquire()?.path }
        try await Task.sleep(for: .milliseconds(200))
        held.removeFirst()  // frees slot 1, the one the waiting compile blocks on
        #expect(await waiting.value == root + "/slot-1")
    }
}

@Suite("Grade cache")
struct GradeCacheTests {
    @Test func keepsTheMostRecentlyUsedReportsUpToItsCapacity() throws {
        let directory = NSTemporaryDirectory() + "grade-cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = GradeCache(directory: directory, capacity: 3)
        func report(_ id: String) -> GradeReport {
            GradeReport(exerciseID: id, verdict: .passed, score: 100, feedback: [])
        }
        func age(_ key: String, hoursAgo: Double) throws {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -hoursAgo * 3600)],
                ofItemAtPath: directory + "/" + key + ".json")
        }
        for (index, key) in ["k0", "k1", "k2"].enumerated() {
            cache.store(report(key), for: key)
            try age(key, hoursAgo: Double(10 - index))
        }
        #expect(cache.report(for: "k0")?.exerciseID == "k0")  // used again: now the newest
        cache.store(report("k3"), for: "k3")
        try age("k3", hoursAgo: 1)
        #expect(cache.report(for: "k1") == nil)
        cache.store(report("k4"), for: "k4")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(kept == ["k0.json", "k3.json", "k4.json"])
        #expect(cache.report(for: "k4")?.exerciseID == "k4")
    }

    @Test func aCorruptReportIsAMiss() throws {
        let directory = NSTemporaryDirectory() + "grade-cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: directory + "/bad.json"))
        #expect(GradeCache(directory: directory).report(for: "bad") == nil)
    }
}

@Suite("Grading submissions end to end", .serialized)
struct GraderTests {
    let pack: TemporaryPack
    let grader: Grader
    let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("grades-\(UUID().uuidString)")
        .path

    init() throws {
        pack = try TemporaryPack()
        let toolchain = try Toolchain.locate(environment: ProcessInfo.processInfo.environment, swiftUIArguments: nil)
        grader = Grader(toolchain: toolchain, sandbox: ProcessSandbox(), cache: GradeCache(directory: cacheDirectory))
    }

    var exercise: Exercise { pack.load().curriculum.exercise(id: "alpha-ex")! }

    /// Meets every check of alpha-ex: declares Greeter: View, calls task(id:), no AnyView, prints hello.
    let passing = """
        protocol View {}
        struct Greeter: View {}
        func task(id: Int) {}
        task(id: 1)
        print("hello")
        """

    @Test func correctProgramPasses() {
        let report = grader.grade(exercise, source: passing, displayName: "mine.swift")
        #expect(report.verdict == .passed, "\(report.feedback)")
        #expect(report.score == 100)
        #expect(report.output == "hello\n")
        #expect(report.feedback.contains { $0.kind == .celebratory && $0.source == "output" })
    }

    @Test func wrongOutputFailsWithADiff() throws {
        let report = grader.grade(
            exercise, source: passing.replacingOccurrences(of: "\"hello\"", with: "\"bye\""), displayName: "mine.swift")
        #expect(report.verdict == .failed)
        let output = try #require(report.feedback.first { $0.source == "output" })
        #expect(output.kind == .essential)
        #expect(output.details == ["- hello", "+ bye"])
        #expect(report.score < 100)
    }

    @Test func missingAndForbiddenConstructsFail() {
        let source = "let v: AnyView? = nil\nstruct AnyView {}\nprint(\"hello\")\n"
        let report = grader.grade(exercise, source: source, displayName: "mine.swift")
        #expect(report.verdict == .failed)
        #expect(report.feedback.contains { $0.source == "require" && $0.kind == .essential })
        let forbidden = report.feedback.first { $0.source == "forbid" }
        #expect(forbidden?.message == "No type erasure here.")
        #expect(forbidden?.location?.line == 1)
    }

    @Test func anIgnoredRuleIsNeverReportedAndOthersAreNotes() throws {
        var exercise = exercise
        let finding = { (rule: String, line: Int) in
            Finding(ruleID: rule, severity: .warning, message: "\(rule) speaks", line: line, column: 1, offset: 0)
        }
        let findings = [finding("foreground-color", 1), finding("view-length", 2), finding("anyview-usage", 3)]
        let matcher = ConstructMatcher(source: passing)
        let before = StaticChecks(exercise: exercise, findings: findings, matcher: matcher)
        #expect(before.feedback.map(\.source) == ["foreground-color", "view-length", "anyview-usage"])
        #expect(before.feedback.map(\.kind) == [.essential, .informative, .informative])

        exercise.checks.ignore = ["view-length"]
        let after = StaticChecks(exercise: exercise, findings: findings, matcher: matcher)
        #expect(after.feedback.map(\.source) == ["foreground-color", "anyview-usage"])
        #expect(after.tallies == before.tallies)
    }

    @Test func compileErrorsPointAtTheLearnersLine() throws {
        let report = grader.grade(
            exercise, source: "print(\"hello\")\nlet n: Int = \"two\"\n", displayName: "mine.swift")
        #expect(report.verdict == .compileError)
        let error = try #require(report.feedback.first { $0.source == "compile" })
        #expect(error.location?.line == 2)
        #expect(error.details.first == "2 | let n: Int = \"two\"")
        #expect(!error.message.contains("/tmp"))
    }

    @Test func crashesAreRuntimeErrors() {
        let report = grader.grade(
            exercise, source: "let values: [Int] = []\nprint(values[3])\n", displayName: "mine.swift")
        #expect(report.verdict == .runtimeError)
        #expect(report.feedback.contains { $0.message.contains("crashed") })
    }

    /// What the program printed before it crashed is kept (output is written line by line), and
    /// the runtime's backtrace points at the learner's line inside a function, not the library's.
    @Test func aCrashKeepsItsOutputAndPointsAtTheLearnersLine() throws {
        let source = """
            func third(of values: [Int]) -> Int {
                let picked = values[2]
                return picked
            }
            print("hello")
            print("checking the list")
            print(third(of: [1, 2]))

            """
        let report = grader.grade(exercise, source: source, displayName: "mine.swift")
        #expect(report.verdict == .runtimeError)
        let crash = try #require(report.feedback.first { $0.source == "run" })
        #expect(crash.location?.line == 2)
        #expect(crash.details.contains("2 |     let picked = values[2]"))
        #expect(crash.details.contains("  | checking the list"))
        #expect(!crash.details.contains { $0.contains("Backtracing") || $0.contains("0x") })
        #expect(crash.details.first == "Fatal error: Index out of range", "the library's file is not named")
        #expect(report.output == "hello\nchecking the list\n")

        let looping = "print(\"started\")\nvar n = 0\nwhile n >= 0 { n = (n &+ 1) & 0xffff }\n"
        let hang = grader.grade(exercise, source: looping, displayName: "mine.swift")
        #expect(hang.verdict == .timeout)
        #expect(hang.feedback.first { $0.source == "run" }?.details.contains("  | started") == true)
    }

    @Test func identicalResubmissionsComeFromTheCache() {
        let source = "print(\"cached?\")\n"
        let first = grader.grade(exercise, source: source, displayName: "mine.swift")
        let second = grader.grade(exercise, source: source, displayName: "mine.swift")
        #expect(!first.cached && second.cached)
        #expect(second.verdict == first.verdict && second.feedback == first.feedback)
        let changed = grader.grade(exercise, source: source + "// edited\n", displayName: "mine.swift")
        #expect(!changed.cached)
    }

    @Test func ctrlCStopsGradingAndRunningAndNothingIsCached() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        var interrupted = grader
        interrupted.cancellation = ends[0]
        let looping = passing + "\nwhile Int.random(in: 0...1) < 2 {}\n"
        let writer = ends[1]
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            var byte: UInt8 = 3
            _ = write(writer, &byte, 1)
        }
        let start = Date()
        let cancelled = interrupted.grade(exercise, source: looping, displayName: "mine.swift")
        #expect(cancelled.verdict == .cancelled)
        #expect(Date().timeIntervalSince(start) < 5, "a cancelled grade must not wait for the 10 s wall limit")
        #expect(cancelled.feedback.map(\.source) == ["grader"])
        #expect(interrupted.run(source: looping, displayName: "mine.swift").verdict == .cancelled)
        // A grader without the pipe is not affected by it.
        let again = grader.grade(exercise, source: passing + "\n// not cancelled\n", displayName: "mine.swift")
        #expect(again.verdict == .passed && !again.cached)
        // A cancelled answer is never cached: the same submission is graded (and cancelled) anew.
        let interruptedAgain = interrupted.grade(exercise, source: looping, displayName: "mine.swift")
        #expect(interruptedAgain.verdict == .cancelled && !interruptedAgain.cached)
    }

    @Test func runIsAPlaygroundWithoutGrading() {
        let report = grader.run(source: "print(1 + 1)\n", displayName: "snippet.swift")
        #expect(report.verdict == .passed)
        #expect(report.output == "2\n")
        #expect(report.limits.contains("5 s CPU"))
    }

    @Test func jsonReportHasStableFieldNames() throws {
        let report = grader.grade(exercise, source: "print(\"hello\")\n", displayName: "mine.swift")
        let object = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        #expect(
            Set((object ?? [:]).keys).isSuperset(of: [
                "exerciseID", "verdict", "score", "feedback", "timings", "cached",
            ]))
        #expect(object?["verdict"] as? String == "failed")
    }
}
