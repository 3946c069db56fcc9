import Foundation
import Testing
import TutorCore

/// A class of nine students for the cart exercise, written from the exercise's own files: the
/// solution, the starter, two of its mistakes (one in a student folder), an empty file, a binary
/// file, a note that is not Swift, a file over the size limit, and a copy of the solution with
/// other whitespace and a comment.
private struct FixtureClass {
    static let exercise = "state-01-cart-model"
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-e2e-\(UUID().uuidString)")
    var students: URL { root.appendingPathComponent("students") }

    init() throws {
        let source = repositoryRoot.appendingPathComponent("Exercises/\(Self.exercise)")
        func text(_ path: String) throws -> String {
            try String(contentsOf: source.appendingPathComponent(path), encoding: .utf8)
        }
        let files = FileManager.default
        try files.createDirectory(at: students.appendingPathComponent("dave"), withIntermediateDirectories: true)
        let solution = try text("Solution.swift")
        let entries: [(String, Data)] = [
            ("alice.swift", Data(solution.utf8)),
            ("bob.swift", Data(try text("Starter.swift").utf8)),
            ("carol.swift", Data(try text("mistakes/01-stored-totals.swift").utf8)),
            ("dave/Cart.swift", Data(try text("mistakes/03-observable-object.swift").utf8)),
            ("erin.swift", Data()),
            ("frank.swift", Data([0x43, 0x61, 0x72, 0x74, 0x00, 0xFF, 0xFE])),
            ("gina.txt", Data("I did not finish the cart.\n".utf8)),
            ("henry.swift", Data(("// my own work\n" + solution.replacingOccurrences(of: "    ", with: "\t")).utf8)),
            ("ivan.swift", Data(repeating: UInt8(ascii: "\n"), count: StudentSubmission.maximumBytes + 10)),
        ]
        for (name, data) in entries { try data.write(to: students.appendingPathComponent(name)) }
    }

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The rows of a CSV that `grade` wrote, without the `seconds` column, which differs between runs.
private func rowsWithoutTimes(_ csv: String) throws -> [[String]] {
    try #require(ClassCSV.records(csv)).map { Array($0.dropLast()) }
}

@Suite("grade: a class graded through the real binary", .serialized)
struct GradeCommandTests {
    /// One user for the suite, so later tests reuse the grade cache of earlier ones.
    static let user = NewUser()

    @Test func gradesEveryKindOfEntryAndGroupsIdenticalCode() throws {
        let fixture = try FixtureClass()
        defer { fixture.remove() }
        let run = try runPiped(
            [
                "grade", FixtureClass.exercise, fixture.students.path, "--jobs", "2", "--format", "json",
                "--output", fixture.path("grades.json"),
            ],
            input: "", user: Self.user)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("9/9 "), "a plain progress line per student through a pipe")
        #expect(!run.stderr.contains("\u{1B}["), "no progress bar through a pipe")
        #expect(run.stderr.contains("Graded 9 students"))
        #expect(!FileManager.default.fileExists(atPath: fixture.path("grades.json.partial.jsonl")))

        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.path("grades.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let students = try #require(json["students"] as? [[String: Any]])
        let verdicts = Dictionary(
            uniqueKeysWithValues: students.map { ($0["student"] as! String, $0["verdict"] as! String) })
        #expect(
            verdicts == [
                "alice": "passed", "bob": "failed", "carol": "failed", "dave": "failed", "erin": "not-graded",
                "frank": "not-graded", "gina.txt": "not-graded", "henry": "passed", "ivan": "not-graded",
            ])
        #expect(students.map { $0["student"] as! String } == verdicts.keys.sorted())
        func student(_ id: String) -> [String: Any] { students.first { $0["student"] as? String == id }! }
        #expect(student("alice")["score"] as? Int == 100)
        #expect((student("bob")["failedChecks"] as? [String])?.contains("require @Observable") == true)
        #expect(student("dave")["ruleFindings"] as? [String] == ["observable-object"])
        #expect(student("dave")["note"] as? String == "graded Cart.swift")
        #expect((student("erin")["note"] as? String)?.hasPrefix("empty") == true)
        #expect((student("frank")["note"] as? String)?.hasPrefix("binary") == true)
        #expect((student("gina.txt")["note"] as? String)?.hasPrefix("not Swift") == true)
        #expect((student("ivan")["note"] as? String)?.hasPrefix("too large") == true)
        let groups = try #require(json["identicalGroups"] as? [[String: Any]])
        #expect(groups.map { $0["students"] as? [String] } == [["alice", "henry"]])

        // Merging a single run's output gives it back byte for byte, in every form.
        let merged = try runPiped(
            ["grade", "merge", fixture.path("grades.json"), "--format", "json"], input: "", user: Self.user)
        #expect(merged.status == 0, "stderr: \(merged.stderr)")
        #expect(merged.stdout == String(decoding: data, as: UTF8.self))
        let page = try runPiped(
            ["grade", "merge", fixture.path("grades.json"), "--format", "html"], input: "", user: Self.user)
        #expect(page.stdout.contains("<svg") && page.stdout.contains("alice, henry"))
    }

    @Test func fourShardsInSeparateProcessesMergeIntoTheSingleRun() throws {
        let fixture = try FixtureClass()
        defer { fixture.remove() }
        let single = try runPiped(
            ["grade", FixtureClass.exercise, fixture.students.path, "--output", fixture.path("all.csv")],
            input: "", user: Self.user)
        #expect(single.status == 0, "stderr: \(single.stderr)")

        let finished = DispatchGroup()
        let statuses = ShardStatuses()
        for index in 1...4 {
            finished.enter()
            Thread {
                let shard = try? runPiped(
                    [
                        "grade", FixtureClass.exercise, fixture.students.path, "--shard", "\(index)/4", "--jobs", "1",
                        "--output", fixture.path("shard-\(index).csv"),
                    ],
                    input: "", user: Self.user)
                statuses.set(index, shard?.status ?? -1)
                finished.leave()
            }.start()
        }
        finished.wait()
        #expect(statuses.all == [1: 0, 2: 0, 3: 0, 4: 0])
        let merge = try runPiped(
            ["grade", "merge"] + (1...4).map { fixture.path("shard-\($0).csv") } + [
                "--output", fixture.path("merged.csv"),
            ],
            input: "", user: Self.user)
        #expect(merge.status == 0, "stderr: \(merge.stderr)")
        let all = try String(contentsOfFile: fixture.path("all.csv"), encoding: .utf8)
        let merged = try String(contentsOfFile: fixture.path("merged.csv"), encoding: .utf8)
        #expect(try rowsWithoutTimes(merged) == rowsWithoutTimes(all))
        #expect(try rowsWithoutTimes(all).count == 10)
    }

    @Test func anInterruptedRunResumesWithoutRegradingFinishedStudents() throws {
        let fixture = try FixtureClass()
        defer { fixture.remove() }
        // What an interrupted run leaves: alice finished (her code unchanged since), and a row for
        // bob whose code has changed since, so he is graded again.
        let solution = try String(contentsOf: fixture.students.appendingPathComponent("alice.swift"), encoding: .utf8)
        let header = #"{"exercise":"state-01-cart-model","format":"swiftui-tutor-class-results"}"#
        let alice = ClassRow(
            student: "alice", verdict: "passed", score: 100, fingerprint: SourceFingerprint.of(solution), seconds: 42)
        let bob = ClassRow(student: "bob", verdict: "passed", score: 100, fingerprint: "0000", seconds: 42)
        let encoder = JSONEncoder()
        let lines = try [header] + [alice, bob].map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        let resultsFile = fixture.path("grades.csv.partial.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(toFile: resultsFile, atomically: true, encoding: .utf8)

        let run = try runPiped(
            ["grade", FixtureClass.exercise, fixture.students.path, "--output", fixture.path("grades.csv")],
            input: "", user: Self.user)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("Resuming: 2 students recorded in \(resultsFile)"))
        #expect(run.stderr.contains("alice: passed, 100/100 (from the earlier run)"))
        #expect(run.stderr.contains("(1 from the earlier run)"))
        let rows = try #require(ClassCSV.records(String(contentsOfFile: fixture.path("grades.csv"), encoding: .utf8)))
        #expect(rows.first { $0.first == "alice" }?.last == "42.0", "alice's row is the earlier run's")
        #expect(rows.first { $0.first == "bob" }?[2] == "failed", "bob's changed code is graded again")
        #expect(!FileManager.default.fileExists(atPath: resultsFile))

        // --restart ignores what an earlier run left.
        try (lines.joined(separator: "\n") + "\n").write(toFile: resultsFile, atomically: true, encoding: .utf8)
        let again = try runPiped(
            [
                "grade", FixtureClass.exercise, fixture.students.path, "--restart", "--output",
                fixture.path("grades.csv"),
            ],
            input: "", user: Self.user)
        #expect(again.status == 0)
        #expect(!again.stderr.contains("Resuming"))
        let regraded = try #require(
            ClassCSV.records(String(contentsOfFile: fixture.path("grades.csv"), encoding: .utf8)))
        #expect(regraded.first { $0.first == "alice" }?.last != "42.0")
    }

    @Test func ctrlCLeavesWholeRowsThatTheNextRunReuses() throws {
        let fixture = try FixtureClass()
        defer { fixture.remove() }
        let resultsFile = fixture.path("grades.csv.partial.jsonl")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try tutorExecutable())
        process.arguments = [
            "grade", FixtureClass.exercise, fixture.students.path, "--jobs", "1", "--restart",
            "--output", fixture.path("grades.csv"),
        ]
        // A data folder of its own: an empty grade cache keeps every student slow enough to interrupt.
        process.environment = NewUser().environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        func recordedRows() -> Int {
            ((try? String(contentsOfFile: resultsFile, encoding: .utf8)) ?? "").split(separator: "\n").count - 1
        }
        while recordedRows() < 2, Date() < deadline, process.isRunning { usleep(20_000) }
        try #require(process.isRunning, "the run finished before it could be interrupted")
        process.interrupt()
        process.waitUntilExit()
        let recorded = recordedRows()
        #expect(recorded >= 2, "rows recorded before Ctrl-C")
        try #require(recorded < 9, "the run finished before it could be interrupted")
        #expect(!FileManager.default.fileExists(atPath: fixture.path("grades.csv")))

        let resumed = try runPiped(
            ["grade", FixtureClass.exercise, fixture.students.path, "--output", fixture.path("grades.csv")],
            input: "", user: Self.user)
        #expect(resumed.status == 0, "stderr: \(resumed.stderr)")
        #expect(resumed.stderr.contains("Resuming: \(recorded) students recorded"))
        #expect(resumed.stderr.contains("from the earlier run"))
    }

    @Test func gradescopeGetsOneSubmissionsResults() throws {
        let fixture = try FixtureClass()
        defer { fixture.remove() }
        let run = try runPiped(
            [
                "grade", FixtureClass.exercise, fixture.students.appendingPathComponent("dave").path,
                "--format", "gradescope", "--output", fixture.path("results.json"),
            ],
            input: "", user: Self.user)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.path("results.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(json["score"] as? Int == tests.first?["score"] as? Int)
        #expect(tests.first?["max_score"] as? Int == 100)
        #expect((tests.first?["output"] as? String)?.contains("observable-object") == true)

        let two = try runPiped(
            [
                "grade", FixtureClass.exercise, fixture.students.appendingPathComponent("alice.swift").path,
                fixture.students.appendingPathComponent("bob.swift").path, "--format", "gradescope",
            ],
            input: "", user: Self.user)
        #expect(two.status == 2)
        #expect(two.stderr.contains("--format gradescope writes one submission's results.json"))
    }

    @Test func usageMistakesExitWithTwoAndSayWhatToDo() throws {
        let fixture = try FixtureClass()
        defer { fixture.remove() }
        let unknown = try runPiped(["grade", "state-01-cart-modle", fixture.students.path], input: "", user: Self.user)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Did you mean 'state-01-cart-model'?"))
        let shard = try runPiped(
            ["grade", FixtureClass.exercise, fixture.students.path, "--shard", "5/4"], input: "", user: Self.user)
        #expect(shard.status == 2)
        #expect(shard.stderr.contains("--shard must be K/N"))
        try "hello\n".write(toFile: fixture.path("notes.txt"), atomically: true, encoding: .utf8)
        let merge = try runPiped(["grade", "merge", fixture.path("notes.txt")], input: "", user: Self.user)
        #expect(merge.status == 2)
        #expect(merge.stderr.contains("notes.txt"))
    }
}

/// Exit statuses collected from the shard threads.
private final class ShardStatuses: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int: Int32] = [:]

    func set(_ index: Int, _ status: Int32) { lock.withLock { statuses[index] = status } }
    var all: [Int: Int32] { lock.withLock { statuses } }
}
