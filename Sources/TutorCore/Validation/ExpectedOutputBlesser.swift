import Foundation
import Yams

/// Writes an exercise's expected output from what its reference solution prints with its
/// harness in the sandbox — the author's side of the loop, so nobody types `expected.txt` by
/// hand. It refuses when the solution does not compile or does not run to a normal end.
public struct ExpectedOutputBlesser: Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The expected output was written; `changes` is the line diff from the old file
        /// (empty when the file is new).
        case written(file: String, changes: [DiffLine], isNew: Bool)
        case unchanged(file: String)
        case refused(String)
    }

    public let grader: Grader

    public init(grader: Grader) {
        var uncached = grader
        uncached.cache = nil
        self.grader = uncached
    }

    /// Blesses exercise `id` of the pack at `root`.
    public func bless(exercise id: String, inPackAt root: URL) -> Outcome {
        let folder = root.appendingPathComponent("Exercises").appendingPathComponent(id)
        let manifest = folder.appendingPathComponent("exercise.yml")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            return .refused(
                BlessRefusal.noSuchExercise(id, in: DisplayPath.of(root.appendingPathComponent("Exercises"))))
        }
        guard let node = try? Yams.compose(yaml: text) else {
            return .refused(BlessRefusal.notYAML(DisplayPath.of(manifest), exercise: id))
        }
        guard let outputName = node["expected"]?["output"]?.string else {
            return .refused(BlessRefusal.noExpectedOutput(DisplayPath.of(manifest)))
        }
        if node["kind"]?.string == ExerciseKind.predict.rawValue {
            return .refused(BlessRefusal.predictIsWrittenByHand)
        }
        let expectedFile = folder.appendingPathComponent(outputName)
        let existed = FileManager.default.fileExists(atPath: expectedFile.path)
        let old = existed ? (try? String(contentsOf: expectedFile, encoding: .utf8)) ?? "" : ""
        // The loader needs the file to exist; an empty one stands in until the output is known.
        if !existed, (try? Data().write(to: expectedFile)) == nil {
            return .refused(BlessRefusal.cannotCreate(DisplayPath.of(expectedFile)))
        }
        let exercise =
            CurriculumLoader().load(packRoots: [root]).curriculum.exercise(id: id)
            ?? IsolatedExercise.load(from: folder)
        guard let exercise, let solution = try? String(contentsOf: exercise.solutionFile, encoding: .utf8) else {
            if !existed { try? FileManager.default.removeItem(at: expectedFile) }
            return .refused(BlessRefusal.cannotLoad(id))
        }
        let report = grader.grade(exercise, source: solution, displayName: DisplayPath.of(exercise.solutionFile))
        guard let output = report.output, [.passed, .failed].contains(report.verdict) else {
            if !existed { try? FileManager.default.removeItem(at: expectedFile) }
            let reason = report.feedback.first { $0.kind == .essential }?.message
            return .refused(BlessRefusal.solutionDidNotFinish(report.verdict, reason: reason))
        }
        if existed, output == old { return .unchanged(file: DisplayPath.of(expectedFile)) }
        do {
            try Data(output.utf8).write(to: expectedFile, options: .atomic)
        } catch {
            return .refused(BlessRefusal.cannotWrite(DisplayPath.of(expectedFile), reason: error.localizedDescription))
        }
        let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return .written(
            file: DisplayPath.of(expectedFile), changes: existed ? LineDiff.diff(lines(old), lines(output)) : [],
            isNew: !existed)
    }
}
