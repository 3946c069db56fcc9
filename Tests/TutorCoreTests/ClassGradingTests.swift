import Foundation
import Sandbox
import Testing

@testable import TutorCore

/// The built-in cart exercise, loaded as the tutor loads it.
private func cartExercise() throws -> Exercise {
    let loaded = CurriculumLoader().load(packRoots: [repositoryRoot])
    return try #require(loaded.curriculum.exercise(id: "state-01-cart-model"))
}

/// A fresh folder under the temporary directory, removed by the caller.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private func row(_ student: String, _ verdict: String = "passed", score: Int = 100, fingerprint: String = "")
    -> ClassRow
{
    ClassRow(student: student, verdict: verdict, score: score, fingerprint: fingerprint, seconds: 1.04)
}

@Suite("Class grading: values and forms")
struct ClassGradingValueTests {
    @Test func fingerprintsIgnoreWhitespaceAndCommentsButNotCode() {
        let original = "struct A {\n    var x = 1 // one\n}\n"
        let relaid = "/* header */\nstruct A { var x =\n\t1 }"
        #expect(SourceFingerprint.of(original) == SourceFingerprint.of(relaid))
        #expect(SourceFingerprint.of(original) != SourceFingerprint.of("struct A { var x = 2 }"))
        #expect(SourceFingerprint.of("let s = \"a  b\"") != SourceFingerprint.of("let s = \"a b\""))
        #expect(SourceFingerprint.normalised("let  a=1") == "let a = 1")
    }

    @Test func identicalGroupsNeedTwoGradedStudentsWithOneFingerprint() {
        let rows = [
            row("d", fingerprint: "f1"), row("b", fingerprint: "f2"), row("a", fingerprint: "f1"),
            row("c", fingerprint: "f3"), row("e", "not-graded", score: 0), row("f", "not-graded", score: 0),
        ]
        #expect(
            IdenticalGroup.groups(in: rows) == [IdenticalGroup(fingerprint: "f1", students: ["a", "d"])])
        #expect(ClassReport(exerciseID: "x", rows: rows).groupNumbers == ["a": 1, "d": 1])
    }

    @Test func shardsParseAndSliceEveryStudentExactlyOnce() throws {
        #expect(Shard("2/4") != nil)
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3", "-1/2", ""] { #expect(Shard(bad) == nil, "\(bad)") }
        let ids = (1...11).map { String(format: "s%02d", $0) }.shuffled()
        let slices = try (1...4).map { try #require(Shard("\($0)/4")).select(ids) { $0 } }
        #expect(slices.flatMap { $0 }.sorted() == ids.sorted())
        #expect(slices.map(\.count) == [3, 3, 3, 2])
        #expect(slices[0] == ["s01", "s05", "s09"])
    }

    @Test func csvQuotesAsRFC4180AndReadsItsOwnOutputBack() throws {
        #expect(ClassCSV.quoted("plain") == "plain")
        #expect(ClassCSV.quoted("a,b") == "\"a,b\"")
        #expect(ClassCSV.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(ClassCSV.quoted("two\nlines") == "\"two\nlines\"")
        #expect(ClassCSV.records("a,\"b,\"\"c\"\"\"\r\n\"x\ny\",\r\n") == [["a", "b,\"c\""], ["x\ny", ""]])
        #expect(ClassCSV.records("\"open") == nil)

        var tricky = ClassRow(
            student: "o'brien, \"jr\"", verdict: "failed", score: 40, failedChecks: ["require @Observable", "output"],
            ruleFindings: ["observable-object"], feedback: ["output: differs, a lot", "compile: \"x\" not found"],
            note: "graded Sources/Cart.swift", fingerprint: "abc", seconds: 2.345)
        let report = ClassReport(exerciseID: "ex", rows: [tricky, row("alice")])
        let csv = ClassCSV.render(report)
        #expect(csv.hasPrefix("student,exercise,verdict,score,max_score,"))
        #expect(csv.hasSuffix("\r\n"))
        let parsed = try ClassCSV.parse(csv)
        tricky.seconds = 2.3
        #expect(parsed.exerciseID == "ex")
        #expect(parsed.rows == report.rows.map { $0.student == tricky.student ? tricky : $0 })
    }

    @Test func mergingTheFormsOfOneRunGivesTheSameBytes() throws {
        let rows = [
            row("carol", "failed", score: 60, fingerprint: "f1"), row("alice", fingerprint: "f2"),
            row("bob", fingerprint: "f2"), ClassRow.unusable(student: "dan", problem: .empty),
        ]
        let whole = ClassReport(exerciseID: "ex", rows: rows)
        let halves = [
            ClassReport(exerciseID: "ex", rows: Array(rows.prefix(2))),
            ClassReport(exerciseID: "ex", rows: Array(rows.suffix(2))),
        ]
        for input in [ClassReportFormat.csv, .json] {
            let merged = try ClassResultsMerge.merge(
                halves.enumerated().map { ("part\($0.offset)", input.render($0.element)) })
            for output in ClassReportFormat.allCases {
                #expect(output.render(merged) == output.render(whole), "\(input) → \(output)")
            }
        }
    }

    @Test func mergeRefusesOverlapsOtherExercisesAndForeignFiles() {
        let one = ClassJSON.render(ClassReport(exerciseID: "ex", rows: [row("alice")]))
        let other = ClassJSON.render(ClassReport(exerciseID: "other", rows: [row("bob")]))
        #expect(throws: ClassResultsProblem.self) { try ClassResultsMerge.merge([("a", one), ("b", one)]) }
        #expect(throws: ClassResultsProblem.self) { try ClassResultsMerge.merge([("a", one), ("b", other)]) }
        do {
            _ = try ClassResultsMerge.merge([("notes.txt", "hello")])
            Issue.record("a file that is not ours was merged")
        } catch {
            #expect(error.description.contains("notes.txt"))
        }
    }

    @Test func htmlIsOnePageWithNothingFetchedAndEverythingEscaped() {
        let rows = [
            ClassRow(
                student: "<script>alert(1)</script>", verdict: "failed", score: 35, failedChecks: ["output"],
                fingerprint: "f1", seconds: 1),
            row("alice", fingerprint: "f1"), row("bob", fingerprint: "f2"),
        ]
        let page = ClassReportPage.render(ClassReport(exerciseID: "ex", rows: rows))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("<svg"))
        #expect(!page.contains("src="))
        #expect(!page.contains("href="))
        // The only address on the page is the SVG namespace, which is never fetched.
        #expect(page.components(separatedBy: "http").count == 2)
        #expect(page.contains("<li>&lt;script&gt;alert(1)&lt;/script&gt;, alice</li>"))
        #expect(page.components(separatedBy: "<script>").count == 2)
    }

    @Test func gradescopeResultsHaveTheFieldsGradescopeReads() throws {
        let one = ClassRow(
            student: "alice", verdict: "failed", score: 70, failedChecks: ["output"], feedback: ["output: differs"],
            fingerprint: "f", seconds: 2.2)
        let text = GradescopeResults.render(ClassReport(exerciseID: "ex", rows: [one]))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["score"] as? Int == 70)
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.count == 1)
        #expect(tests[0]["name"] as? String == "ex")
        #expect(tests[0]["score"] as? Int == 70)
        #expect(tests[0]["max_score"] as? Int == 100)
        #expect(tests[0]["visibility"] as? String == "visible")
        #expect(tests[0]["status"] as? String == "failed")
        #expect((tests[0]["output"] as? String)?.contains("output: differs") == true)
    }

    @Test func rowsNameFailedChecksByTheirConstructAndRulesByTheirId() throws {
        let exercise = try cartExercise()
        let report = GradeReport(
            exerciseID: exercise.id, verdict: .failed, score: 40,
            feedback: [
                FeedbackItem(
                    kind: .essential, message: "Views only hear about changes when `Cart` is marked `@Observable`.",
                    source: "require"),
                FeedbackItem(kind: .essential, message: "uses ObservableObject", source: "observable-object"),
                FeedbackItem(kind: .essential, message: "output differs", source: "output"),
                FeedbackItem(kind: .informative, message: "a note", source: "checker"),
            ])
        let built = ClassRow(
            student: "bob", report: report, exercise: exercise, fingerprint: "f", seconds: 1.26)
        #expect(built.failedChecks == ["require @Observable", "output"])
        #expect(built.ruleFindings == ["observable-object"])
        #expect(built.feedback.count == 3)
        #expect(built.seconds == 1.3)
    }

    @Test func theResultsFileKeepsWholeRowsForOneExercise() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("grades.csv.partial.jsonl").path
        let file = try ClassResultsFile(path: path, exerciseID: "ex", restart: false)
        try file.record(row("bob"))
        try file.record(row("alice"))
        let reopened = try ClassResultsFile(path: path, exerciseID: "ex", restart: false)
        #expect(reopened.recorded.keys.sorted() == ["alice", "bob"])
        #expect(try ClassResultsFile(path: path, exerciseID: "ex", restart: true).recorded.isEmpty)
        #expect(throws: ClassResultsProblem.self) {
            try ClassResultsFile(path: path, exerciseID: "other", restart: false)
        }
        try "garbage\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ClassResultsProblem.self) { try ClassResultsFile(path: path, exerciseID: "ex", restart: false) }
        #expect(
            ClassResultsFile.location(output: nil, exerciseID: "ex", shard: Shard("2/3"), workingDirectory: "/w")
                == "/w/grade-ex-shard-2-of-3.partial.jsonl")
        // Only the results file is left in the folder: no temporary files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["grades.csv.partial.jsonl"])
    }

    @Test func weakerSandboxesAreRefusedUnlessAllowed() {
        func isolation(_ kind: SandboxIsolation.Kind) -> SandboxIsolation {
            SandboxIsolation(
                kind: kind, processLimit: .cgroup, measuresCPUTime: true, protectsHostFiles: false,
                killsDetachedProcesses: true, explanation: "Programs run with resource limits only.")
        }
        #expect(ClassGradingSandbox.refusal(isolation(.bubblewrap), allowWeaker: false) == nil)
        #expect(ClassGradingSandbox.refusal(isolation(.resourceLimitsOnly), allowWeaker: true) == nil)
        let refusal = ClassGradingSandbox.refusal(isolation(.resourceLimitsOnly), allowWeaker: false)
        #expect(refusal?.contains("--allow-weaker-sandbox") == true)
        #expect(refusal?.contains("resource limits only") == true)
    }
}

@Suite("Class grading: reading students' entries")
struct StudentSubmissionTests {
    @Test func everyKindOfUnusableEntryIsNamedNotThrown() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ data: Data) throws {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try write("ok.swift", Data("struct A {}\n".utf8))
        try write("empty.swift", Data())
        try write("blank.swift", Data("  \n\t\n".utf8))
        try write("binary.swift", Data([0x53, 0x00, 0xFF]))
        try write("latin1.swift", Data([0x63, 0x61, 0x66, 0xE9]))
        try write("huge.swift", Data(repeating: 0x20, count: StudentSubmission.maximumBytes + 1))
        try write("notes.txt", Data("hi".utf8))
        try write("one/Sources/Cart.swift", Data("struct Cart {}".utf8))
        try write("two/A.swift", Data("struct A {}".utf8))
        try write("two/B.swift", Data("struct B {}".utf8))
        try write("starter/Backup.swift", Data("struct A {}".utf8))
        try write("starter/Starter.swift", Data("struct Answer {}".utf8))
        try write("none/README.md", Data("hi".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("dangling.swift").path, withDestinationPath: "/no/such/file")

        func read(_ name: String) -> Result<String, StudentEntryProblem> {
            StudentSubmission.read(
                StudentEntry(url: folder.appendingPathComponent(name)), kind: .buildIt, starterName: "Starter.swift"
            ).map(\.text)
        }
        #expect(try read("ok.swift").get() == "struct A {}\n")
        #expect(read("empty.swift") == .failure(.empty))
        #expect(read("blank.swift") == .failure(.empty))
        #expect(read("binary.swift") == .failure(.binary))
        #expect(read("latin1.swift") == .failure(.binary))
        #expect(read("huge.swift") == .failure(.tooLarge(bytes: StudentSubmission.maximumBytes + 1)))
        #expect(read("notes.txt") == .failure(.notSwift(extension: "txt")))
        #expect(read("missing.swift") == .failure(.missing))
        #expect(try read("one").get() == "struct Cart {}")
        #expect(read("two") == .failure(.severalSwiftFiles(["A.swift", "B.swift"])))
        #expect(try read("starter").get() == "struct Answer {}")
        #expect(read("none") == .failure(.noSwiftFile))
        if case .failure(.unreadable) = read("dangling.swift") {} else { Issue.record("a dangling link was read") }
    }

    @Test func oneFolderArgumentIsTheClassAndIdsMustBeUnique() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["bob.swift", "alice", ".DS_Store", "carol.txt"] {
            let url = folder.appendingPathComponent(name)
            if name == "alice" {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try Data().write(to: url)
            }
        }
        let output = folder.appendingPathComponent("grades.csv")
        try Data().write(to: output)
        let students = try ClassRoster.students(arguments: [folder], excluding: [output.path])
        #expect(students.map(\.id) == ["alice", "bob", "carol.txt"])
        let asOne = try ClassRoster.students(arguments: [folder], expandSingleFolder: false)
        #expect(asOne.map(\.id) == [folder.lastPathComponent])
        let named = try ClassRoster.students(arguments: [
            folder.appendingPathComponent("bob.swift"), folder.appendingPathComponent("alice"),
        ])
        #expect(named.map(\.id) == ["alice", "bob"])
        try Data().write(to: folder.appendingPathComponent("alice.swift"))
        #expect(throws: RosterProblem.self) { try ClassRoster.students(arguments: [folder]) }
    }
}
