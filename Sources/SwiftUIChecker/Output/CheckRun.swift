import Dispatch
import Foundation

/// The result of checking one file.
public struct FileReport: Sendable {
    public let path: String
    public var findings: [Finding]
    /// Findings whose fixes were written to the file (with `fix`).
    public var fixed: [Finding] = []
    /// The checked text, kept for showing source lines.
    public var source: String = ""
}

/// The result of a whole `check` run.
public struct CheckReport: Sendable {
    public var files: [FileReport] = []
    /// Paths that could not be read, listed, or written.
    public var problems: [PathProblem] = []

    public var findings: [Finding] { files.flatMap(\.findings) }

    public func count(_ severity: Severity) -> Int {
        files.reduce(0) { $0 + $1.findings.count { $0.severity == severity } }
    }

    public var fixedCount: Int { files.reduce(0) { $0 + $1.fixed.count } }

    /// 2 when a path could not be used, 1 when a finding is at or above `failOn`
    /// (nil: never fail on findings), 0 otherwise.
    public func exitStatus(failOn: Severity?) -> Int32 {
        if !problems.isEmpty { return 2 }
        guard let failOn else { return 0 }
        return findings.contains { $0.severity >= failOn } ? 1 : 0
    }
}

/// Checks (and optionally fixes) files found under paths, on all cores.
public struct CheckRun: Sendable {
    public var paths: [String]
    public var applyFixes = false
    /// A configuration file to use for every file instead of discovering one.
    public var configurationPath: String?
    public var fileSystem: any FileSystemAccess = LocalFileSystem()

    public init(paths: [String], applyFixes: Bool = false, configurationPath: String? = nil) {
        self.paths = paths
        self.applyFixes = applyFixes
        self.configurationPath = configurationPath
    }

    /// Runs the check. Throws only for an unusable configuration file.
    public func run() throws(ConfigurationError) -> CheckReport {
        var report = CheckReport()
        let discovered = FileDiscovery(fileSystem: fileSystem).discover(paths)
        report.problems = discovered.problems
        let resolver = ConfigurationResolver(fileSystem: fileSystem)
        var fixed: Configuration?
        if let configurationPath { fixed = try resolver.load(path: configurationPath) }
        var pending: [(path: String, checker: Checker)] = []
        var checkers: [String: Checker] = [:]
        for file in discovered.files {
            let configuration = try resolver.configuration(forFile: file.path, fixed: fixed)
            if !file.explicit, !configuration.excluded.isEmpty, configuration.excludes(filePath: file.canonical) {
                continue
            }
            let key = (configuration.path ?? "") + "\n" + (configuration.projectFile ?? "")
            let checker =
                checkers[key]
                ?? Checker(configuration: configuration, maximumNestingLevel: WorkerPool.maximumNestingLevel)
            checkers[key] = checker
            pending.append((file.path, checker))
        }
        let jobs = pending
        let results = ParallelResults<(FileReport?, PathProblem?)>(count: jobs.count)
        let fileSystem = self.fileSystem
        let applyFixes = self.applyFixes
        if applyFixes {
            WorkerPool.run(jobs.count) { index in
                let job = jobs[index]
                results.set(index, Self.fixFile(job.path, checker: job.checker, fileSystem: fileSystem))
            }
        } else {
            // Each worker parses a batch of files, then checks them: alternating parser and rule
            // code file by file evicts each from the instruction cache (measured: about 10 %
            // more cycles for the same instructions).
            // Smaller batches for few files, so every core still gets a share of them.
            let size = max(1, min(Self.batchSize, jobs.count / (4 * ProcessInfo.processInfo.activeProcessorCount)))
            let batches = (jobs.count + size - 1) / size
            WorkerPool.run(batches) { batch in
                let indices = (batch * size)..<min(jobs.count, (batch + 1) * size)
                var parsed:
                    [(index: Int, file: FileReport, problem: DecodedSource.Problem?, source: Checker.ParsedSource)] = []
                for index in indices {
                    switch Self.read(jobs[index].path, fileSystem: fileSystem) {
                    case .done(let result):
                        results.set(index, result)
                    case .text(let decoded):
                        let file = FileReport(path: jobs[index].path, findings: [], source: decoded.text)
                        parsed.append((index, file, decoded.problem, jobs[index].checker.parsed(decoded.text)))
                    }
                }
                for entry in parsed {
                    var file = entry.file
                    file.findings = jobs[entry.index].checker.check(entry.source, fileName: file.path)
                    Self.noteEncoding(entry.problem, in: &file)
                    results.set(entry.index, (file, nil))
                }
            }
        }
        for (file, problem) in results.values {
            if let file { report.files.append(file) }
            if let problem { report.problems.append(problem) }
        }
        return report
    }

    /// Files each worker parses before checking them (see `run()`); fewer when there are few files.
    static let batchSize = 8

    private enum ReadOutcome {
        /// The file's result is known without checking it (unreadable or binary).
        case done((FileReport?, PathProblem?))
        case text(DecodedSource)
    }

    private static func read(_ path: String, fileSystem: any FileSystemAccess) -> ReadOutcome {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
        } catch let problem as PathProblem {
            return .done((nil, problem))
        } catch {
            return .done((nil, PathProblem(path: path, reason: "cannot read file")))
        }
        let decoded = DecodedSource(bytes: bytes)
        if decoded.problem == .binary {
            let note = Finding(
                ruleID: Checker.fileEncodingID, severity: .note,
                message: "file contains NUL bytes and looks binary; not checked", line: 1, column: 1, offset: 0)
            return .done((FileReport(path: path, findings: [note]), nil))
        }
        return .text(decoded)
    }

    private static func noteEncoding(_ problem: DecodedSource.Problem?, in file: inout FileReport) {
        if problem == .invalidUTF8 {
            file.findings.insert(
                Finding(
                    ruleID: Checker.fileEncodingID, severity: .note,
                    message:
                        "file is not valid UTF-8; invalid bytes were read as U+FFFD and the file will not be fixed",
                    line: 1, column: 1, offset: 0), at: 0)
        }
    }

    /// Applies the safe fixes to one file (files with invalid UTF-8 are only checked).
    static func fixFile(_ path: String, checker: Checker, fileSystem: any FileSystemAccess) -> (
        FileReport?, PathProblem?
    ) {
        let decoded: DecodedSource
        switch read(path, fileSystem: fileSystem) {
        case .done(let result): return result
        case .text(let text): decoded = text
        }
        var file = FileReport(path: path, findings: [], source: decoded.text)
        if decoded.problem == nil {
            let outcome = checker.fix(source: decoded.text, fileName: path)
            if outcome.text != decoded.text {
                do {
                    try fileSystem.write(decoded.encode(outcome.text), to: path)
                } catch let problem as PathProblem {
                    file.findings = checker.check(source: decoded.text, fileName: path)
                    return (file, problem)
                } catch {
                    file.findings = checker.check(source: decoded.text, fileName: path)
                    return (file, PathProblem(path: path, reason: "could not write the fixed file"))
                }
                file.fixed = outcome.fixed
                file.source = outcome.text
            }
            file.findings = outcome.remaining
        } else {
            file.findings = checker.check(source: decoded.text, fileName: path)
        }
        noteEncoding(decoded.problem, in: &file)
        return (file, nil)
    }

    /// The parse-only baseline for benchmarks: read, parse and walk every file once, on all
    /// cores, with no rules. Returns the number of files parsed.
    public func parseOnly() -> Int {
        let files = FileDiscovery(fileSystem: fileSystem).discover(paths).files
        let fileSystem = self.fileSystem
        let counts = ParallelResults<Int>(count: files.count)
        WorkerPool.run(files.count) { index in
            guard let bytes = try? fileSystem.contents(of: files[index].path) else { return }
            counts.set(
                index,
                Checker.parseAndWalk(
                    DecodedSource(bytes: bytes).text, maximumNestingLevel: WorkerPool.maximumNestingLevel))
        }
        return counts.values.count
    }
}

/// Runs work items on one thread per core. The threads get large stacks so that the parser can
/// follow deeply nested code (see `maximumNestingLevel`) even in debug builds.
enum WorkerPool {
    static let stackSize = 256 << 20
    /// Bracket nesting the parser follows on pool threads before reporting a syntax error.
    static let maximumNestingLevel = 512

    static func run(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
        let queue = WorkQueue(count: count)
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while let index = queue.next() { work(index) }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
    }

    private final class WorkQueue: @unchecked Sendable {
        private var nextIndex = 0
        private let count: Int
        private let lock = NSLock()

        init(count: Int) { self.count = count }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }
    }
}

/// Fixed-size result slots written from concurrent iterations.
final class ParallelResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] { slots.compactMap { $0 } }
}
