import Foundation
import Testing

@testable import TutorCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two proofs the progress store owes: killing a writer at any instant never leaves an
/// unreadable file, and two writer processes at once never lose an update.
@Suite("Progress store under killed and concurrent writers", .serialized)
struct ProgressStressTests {
    static let kills = 200

    @Test(.timeLimit(.minutes(2)))
    func killingAWriterAtRandomMomentsNeverLeavesABrokenFile() throws {
        let writer = try stressWriterPath()
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.file("progress.json")
        var generator = SystemRandomNumberGenerator()

        var previousStep = 0
        var killsWithTemporaryFile = 0
        var killsAfterProgress = 0
        let started = Date()
        for round in 1...Self.kills {
            let child = try ChildProcess(writer, ["churn", path, "16384"])
            try #require(child.waitForLine("ready"), "round \(round): the writer ended before saving once")
            usleep(UInt32.random(in: 0...25_000, using: &generator))
            kill(child.pid, SIGKILL)
            let ending = child.wait()
            try #require(ending == .signalled(SIGKILL), "round \(round): the writer stopped on its own: \(ending)")

            let names = scratch.names()
            if names.contains(where: { $0.hasPrefix(".progress.json.tmp-") }) { killsWithTemporaryFile += 1 }
            #expect(names.filter { $0.hasPrefix(".progress.json.tmp-") }.count <= 1, "round \(round): \(names)")
            #expect(!names.contains { $0.contains(".corrupt-") || $0.contains(".newer-") }, "round \(round): \(names)")

            let data = try #require(FileManager.default.contents(atPath: path), "round \(round): the file vanished")
            let step = try checkConsistent(data, round: round)
            // "ready" came after a saved update, so each round must have moved the file forward.
            try #require(step > previousStep, "round \(round): the file went from step \(previousStep) to \(step)")
            if step > previousStep + 1 { killsAfterProgress += 1 }
            previousStep = step
        }
        let seconds = Date().timeIntervalSince(started)
        print(
            """
            progress kill test: \(Self.kills) kills in \(String(format: "%.1f", seconds)) s; \
            \(previousStep) updates committed; \(killsAfterProgress) kills came after more than the first update; \
            \(killsWithTemporaryFile) kills left a half-written temporary file
            """)
        // Evidence that kills landed while the writer was in the middle of a write.
        #expect(
            killsWithTemporaryFile > 0, "no kill landed during a write; the test did not exercise the window it guards")
    }

    /// Valid JSON, a valid `Progress`, and one update's worth of data throughout: the step in
    /// `current`, the attempt count and the submitted text must all agree.
    private func checkConsistent(_ data: Data, round: Int) throws -> Int {
        #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "round \(round): not valid JSON")
        let contents = ProgressFileFormat.decode(data)
        guard case .progress(let progress) = contents else {
            throw StressFailure(description: "round \(round): not a valid progress file: \(contents)")
        }
        let exercise = try #require(progress.exercises["churn"], "round \(round): the churn exercise is missing")
        let step = exercise.attempts
        let source = try #require(exercise.lastSubmission?.source)
        #expect(progress.current == "step-\(step)", "round \(round)")
        #expect(source.hasPrefix("// step \(step)\n"), "round \(round)")
        #expect(source.hasSuffix("// end \(step)\n"), "round \(round)")
        #expect(progress.lessons["lesson-\(step % 20)"] != nil, "round \(round)")
        return step
    }

    @Test(.timeLimit(.minutes(2)))
    func twoWriterProcessesAtOnceLoseNoUpdate() throws {
        let writer = try stressWriterPath()
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.file("progress.json")
        let perWriter = 200

        let first = try ChildProcess(writer, ["record", path, "A", String(perWriter)])
        let second = try ChildProcess(writer, ["record", path, "B", String(perWriter)])
        let firstOutput = first.readAll()
        let secondOutput = second.readAll()
        #expect(first.wait() == .exited(0), "\(firstOutput)")
        #expect(second.wait() == .exited(0), "\(secondOutput)")

        let progress = try ProgressStore(location: ProgressLocation(path: path, origin: .commandLine)).load().progress
        for prefix in ["A", "B"] {
            let missing = (0..<perWriter).filter { progress.status(ofExercise: "\(prefix)-\($0)") != .passed }
            #expect(missing.isEmpty, "writer \(prefix) lost updates \(missing)")
        }
        #expect(progress.exercises.count == 2 * perWriter + 1)
        // The two writers really overlapped in time (otherwise this proves nothing about locking).
        func span(_ prefix: String) -> ClosedRange<Date>? {
            let times = (0..<perWriter).compactMap {
                progress.exercises["\(prefix)-\($0)"]?.lastSubmission?.submittedAt
            }
            guard let first = times.min(), let last = times.max() else { return nil }
            return first...last
        }
        let spanA = try #require(span("A"))
        let spanB = try #require(span("B"))
        #expect(spanA.overlaps(spanB), "writer A ran \(spanA), writer B ran \(spanB)")
        // Every update also bumped one shared counter: only serialised read-modify-write keeps all.
        #expect(progress.exercises["shared"]?.hintsUsed == 2 * perWriter)
        #expect(scratch.names() == ["progress.json", "progress.json.lock"])
    }
}
