import Foundation

/// What the grader builds into every learner program beside the learner's file, and how it reads
/// a crash back: standard output is written line by line, so what a program printed before it
/// crashed or was stopped is kept, and the Swift runtime's backtrace is written as JSON to a file,
/// from which the learner's own line is found (the program carries line tables for that).
enum ProgramSupport {
    /// Compiled with the learner's file; declarations only, so it fits top-level code and
    /// `@main` programs alike.
    static let fileName = "LineBufferedOutput.swift"

    static let source = """
        #if canImport(Glibc)
        import Glibc

        // Runs before main: standard output is flushed at every line end, even into a pipe. `stdout`
        // is found through the symbol table, as the global itself is not concurrency-safe to read.
        @used @section(".init_array")
        private let lineBufferedStandardOutput: @convention(c) () -> Void = {
            guard let symbol = dlsym(nil, "stdout"), let output = symbol.load(as: UnsafeMutablePointer<FILE>?.self)
            else { return }
            _ = setvbuf(output, nil, _IOLBF, 0)
        }
        #endif

        """

    /// `swiftc` flags the support file needs, and line tables for the backtrace.
    static let compilerArguments = ["-gline-tables-only", "-enable-experimental-feature", "SymbolLinkageMarkers"]

    /// Where the runtime writes the backtrace, in the program's workspace.
    static let crashLogName = "crash.json"

    /// `SWIFT_BACKTRACE` for a run in `workspace`: no interaction or colour, the crashed thread
    /// only, as JSON to the crash log (standard error keeps the runtime's own message).
    static func backtraceSetting(workspace: String) -> String {
        "enable=yes,interactive=no,color=no,format=json,threads=crashed,registers=none,images=none,"
            + "sanitize=no,timeout=3s,output-to=\(workspace)/\(crashLogName)"
    }

    /// The innermost frame of the crashed thread in `file` (a name, matched at the end of the
    /// frame's path); nil when the log has none or cannot be read.
    static func crashLocation(inLog data: Data, file: String) -> CrashLocation? {
        struct Log: Decodable {
            struct Thread: Decodable {
                var crashed: Bool?
                var frames: [Frame]?
            }
            struct Frame: Decodable {
                var sourceLocation: SourceLocation?
            }
            struct SourceLocation: Decodable {
                var file: String
                var line: Int
                var column: Int?
            }
            var threads: [Thread]
        }
        guard let log = try? JSONDecoder().decode(Log.self, from: data) else { return nil }
        let thread = log.threads.first { $0.crashed == true } ?? log.threads.first
        for frame in thread?.frames ?? [] {
            guard let location = frame.sourceLocation, location.line > 0,
                location.file == file || location.file.hasSuffix("/" + file)
            else { continue }
            return CrashLocation(line: location.line, column: location.column)
        }
        return nil
    }
}

/// Where in the learner's file a program crashed.
struct CrashLocation: Equatable, Sendable {
    var line: Int
    var column: Int?
}
