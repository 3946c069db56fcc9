import ArgumentParser
import Foundation
import Sandbox
import TutorCore
import Wording

/// `grade`: grading for instructors. `grade EXERCISE SUBMISSION…` runs `grade class`, its default.
struct GradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grade",
        abstract: "Grade a class's submissions to one exercise, as learners are graded.",
        discussion:
            "'grade EXERCISE SUBMISSION…' is 'grade class EXERCISE SUBMISSION…'. Docs: docs/GRADING-A-CLASS.md.",
        subcommands: [GradeClassCommand.self, GradeMergeCommand.self],
        defaultSubcommand: GradeClassCommand.self)
}

struct GradeClassCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "class",
        abstract: "Grade a class's submissions to one exercise, as learners are graded.",
        discussion: """
            Each SUBMISSION is one student's .swift file or folder. A single folder argument is the \
            class folder: each visible entry in it is one student. Rows are kept in a results file \
            beside the output while the run goes on, so an interrupted run resumes where it stopped. \
            Needs the full sandbox (bubblewrap) unless --allow-weaker-sandbox is given. \
            Formats, resume and shards: docs/GRADING-A-CLASS.md.
            Exit status: 0 when the grades were written, 2 usage or setup error.
            """)

    @Argument(help: "The exercise's id, as 'lessons' lists it.")
    var exerciseID: String

    @Argument(help: ArgumentHelp("Students' files or folders, or one class folder.", valueName: "submission"))
    var submissions: [String] = []

    @Option(
        help: ArgumentHelp("How many students to grade at once (default: the number of processors).", valueName: "n"))
    var jobs: Int?

    @Option(help: "csv, json, gradescope (one submission's results.json) or html.")
    var format: ClassOutputFormat = .csv

    @Option(help: ArgumentHelp("Write the grades to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(
        help: ArgumentHelp("Grade only the K-th of N slices of the class (students sorted by id).", valueName: "K/N"))
    var shard: String?

    @Flag(help: "Ignore the results of an earlier, interrupted run and grade every student again.")
    var restart = false

    @Flag(help: "Grade even when bubblewrap is unavailable, with resource limits only.")
    var allowWeakerSandbox = false

    @OptionGroup var options: TutorOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N, e.g. --shard 2/4; '\(shard)' is not")
        }
        if submissions.isEmpty { throw ValidationError("name the students' files or folders, or one class folder") }
    }

    func run() throws {
        let start = Date()
        let session = try options.makeSession(interactive: false)
        guard let exercise = session.curriculum.exercise(id: exerciseID) else {
            let ids = session.curriculum.exercises.map(\.id)
            let suggestion = ClosestNames.best(for: exerciseID, in: ids).map { " Did you mean '\($0)'?" } ?? ""
            throw CommandFailure(
                "there is no exercise '\(exerciseID)'.\(suggestion) 'swiftui-tutor lessons' lists them")
        }
        guard var grader = session.grader else {
            throw CommandFailure(session.graderProblem ?? "grading is not available")
        }
        // A class has its own cache beside the learner's, so grading one never pushes out the other.
        if let learnerCache = grader.cache {
            let folder = URL(fileURLWithPath: learnerCache.directory).deletingLastPathComponent()
            grader.cache = GradeCache(directory: folder.appendingPathComponent("class-grades").path, capacity: 5000)
        }
        if let refusal = ClassGradingSandbox.refusal(ProcessSandbox().isolation, allowWeaker: allowWeakerSandbox) {
            throw CommandFailure(refusal)
        }

        let cwd = FileManager.default.currentDirectoryPath
        let outputPath = output.map { absolute($0, in: cwd) }
        let slice = shard.flatMap(Shard.init)
        let resultsPath = ClassResultsFile.location(
            output: outputPath, exerciseID: exercise.id, shard: slice, workingDirectory: cwd)
        var students: [StudentEntry]
        do {
            students = try ClassRoster.students(
                arguments: submissions.map { URL(fileURLWithPath: absolute($0, in: cwd)) },
                expandSingleFolder: format != .gradescope,
                excluding: Set([outputPath, resultsPath].compactMap { $0 }))
        } catch {
            throw CommandFailure(error.message)
        }
        if format == .gradescope, students.count != 1 {
            throw CommandFailure(
                "--format gradescope writes one submission's results.json, and \(students.count) students were "
                    + "named; Gradescope runs the autograder once per submission, so name that one file or folder")
        }
        if let slice { students = slice.select(students, id: \.id) }

        let results: ClassResultsFile
        do {
            results = try ClassResultsFile(path: resultsPath, exerciseID: exercise.id, restart: restart)
        } catch {
            throw CommandFailure("\(resultsPath) \(error.description)")
        }
        let resumable = results.recorded.count
        if resumable > 0 {
            Console.error("Resuming: \(Plural.count(resumable, "student")) recorded in \(resultsPath).")
        }

        InterruptedGrading.stopOnSignals()
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let display = GradeProgressDisplay(total: students.count, onTerminal: Console.isTerminal(.standardError))
        let (rows, resultsProblem) = ClassGrading(grader: grader, exercise: exercise, jobs: workers)
            .grade(students, results: results, finished: display.finished)
        display.end()
        if let resultsProblem {
            Console.error("warning: \(resultsPath) \(resultsProblem.description); this run cannot be resumed.")
        }

        let report = ClassReport(exerciseID: exercise.id, rows: rows)
        try ClassOutput.write(format.reportFormat.render(report), to: outputPath)
        results.remove()
        Console.error(display.summary(report, seconds: Date().timeIntervalSince(start), output: output))
    }
}

struct GradeMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the outputs of 'grade --shard K/N' runs into one table.",
        discussion: """
            Reads the CSV or JSON that each shard wrote and prints the grades as one run over the \
            whole class prints them: rows sorted by student, groups and figures recomputed, each \
            student's time kept as it was.
            Exit status: 0 when the grades were written, 2 usage error or a file that cannot be merged.
            """)

    @Argument(help: ArgumentHelp("The shards' CSV or JSON outputs.", valueName: "file"))
    var files: [String] = []

    @Option(help: "csv, json, gradescope or html.")
    var format: ClassOutputFormat = .csv

    @Option(help: ArgumentHelp("Write the grades to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("name the shard outputs to merge") }
    }

    func run() throws {
        var texts: [(name: String, text: String)] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CommandFailure("\(file) cannot be read; check the path and its permissions")
            }
            texts.append((file, String(decoding: data, as: UTF8.self)))
        }
        let report: ClassReport
        do {
            report = try ClassResultsMerge.merge(texts)
        } catch {
            throw CommandFailure(error.description)
        }
        let cwd = FileManager.default.currentDirectoryPath
        try ClassOutput.write(format.reportFormat.render(report), to: output.map { absolute($0, in: cwd) })
    }
}

/// `--format` as the command line spells it.
enum ClassOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case csv, json, gradescope, html

    var reportFormat: ClassReportFormat {
        switch self {
        case .csv: .csv
        case .json: .json
        case .gradescope: .gradescope
        case .html: .html
        }
    }
}

/// Where the grades go: a file, replaced atomically, or standard output.
enum ClassOutput {
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(
                "\(path) cannot be written (\(error.localizedDescription)); check that its folder exists and is "
                    + "writable")
        }
    }
}

/// Ctrl-C or SIGTERM (a cancelled CI job, an evicted pod) ends the run at once, even when the
/// process was started with these signals ignored or blocked: every finished student is already in the
/// results file, and the sandbox ends its programs when the tutor exits.
enum InterruptedGrading {
    static func stopOnSignals() {
        // A blocked signal stays blocked across exec; the grading threads inherit this mask.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM] { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in
                // A static string: nothing may be allocated in a signal handler.
                let message: StaticString =
                    "\nInterrupted. Finished students are kept; run the same command again to resume.\n"
                _ = message.withUTF8Buffer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
                _exit(130)
            }
        }
    }
}

private func absolute(_ path: String, in directory: String) -> String {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory)).standardizedFileURL.path
}

/// Progress on standard error: one line redrawn in place on a terminal, a plain line per student
/// otherwise. Called from grading workers, so it takes a lock.
final class GradeProgressDisplay: @unchecked Sendable {
    private let total: Int
    private let onTerminal: Bool
    private let lock = NSLock()
    private var done = 0
    private var resumed = 0

    init(total: Int, onTerminal: Bool) {
        self.total = total
        self.onTerminal = onTerminal
    }

    func finished(_ row: ClassRow, _ outcome: ClassGrading.Outcome) {
        lock.withLock {
            done += 1
            if outcome == .resumed { resumed += 1 }
            let line = Self.line(row, outcome: outcome, done: done, total: total)
            if onTerminal {
                let width = 20
                let filled = total == 0 ? width : done * width / total
                let bar =
                    "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
                FileHandle.standardError.write(Data("\r\u{1B}[K\(bar) \(line)".prefix(Console.width() + 8).utf8))
            } else {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
    }

    func end() {
        if onTerminal, total > 0 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    /// `3/8 alice: passed, 100/100 (2.1 s)`.
    static func line(_ row: ClassRow, outcome: ClassGrading.Outcome, done: Int, total: Int) -> String {
        let what: String
        switch outcome {
        case .graded: what = "\(row.verdict), \(row.score)/\(ClassRow.maxScore) (\(ClassCSV.formatted(row.seconds)) s)"
        case .resumed: what = "\(row.verdict), \(row.score)/\(ClassRow.maxScore) (from the earlier run)"
        case .notGraded: what = "not graded: \(row.note)"
        }
        return "\(done)/\(total) \(row.student): \(what)"
    }

    func summary(_ report: ClassReport, seconds: Double, output: String?) -> String {
        let groups = report.identicalGroups.count
        return "Graded \(Plural.count(report.rows.count, "student"))"
            + (resumed > 0 ? " (\(resumed) from the earlier run)" : "")
            + " in \(ClassCSV.formatted(seconds)) s: \(report.passedCount) passed, "
            + "\(report.rows.count - report.gradedCount) not graded"
            + (groups > 0 ? ", \(Plural.count(groups, "group")) of identical submissions" : "")
            + (output.map { ". Wrote \($0)." } ?? ".")
    }
}
