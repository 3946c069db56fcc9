import Foundation
import HeadlessBuildFlags

/// Compiles learner-style files against the built HeadlessSwiftUI module with the grader's own
/// compile flags (`HeadlessSwiftUIBuild`), linking the module's object files from the test build
/// (the ones these tests were built with) rather than the shared library.
struct CompilerHarness {
    let bin: URL

    /// The build folder the test binary runs from, or nil when the layout is not SwiftPM's.
    static func locate() -> CompilerHarness? {
        var dir = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            dir.deleteLastPathComponent()
            if FileManager.default.fileExists(
                atPath: dir.appendingPathComponent("Modules/HeadlessSwiftUI.swiftmodule").path)
            {
                return CompilerHarness(bin: dir)
            }
        }
        return nil
    }

    var objectFiles: [String] {
        ["HeadlessSwiftUI.build", "HeadlessCombine.build"].flatMap { name in
            let folder = bin.appendingPathComponent(name)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0).path }
        }
    }

    func arguments(swiftVersion: Int) -> [String] {
        ["-swift-version", String(swiftVersion)] + HeadlessSwiftUIBuild.compileArguments(buildDirectory: bin.path)
    }

    struct Outcome {
        let status: Int32
        let output: String
    }

    /// Runs `executable`; its temporary folder is one of its own, removed afterwards (the Swift
    /// driver leaves an empty folder in it for every run).
    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "headless-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    static var swiftc: String {
        for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc", "/usr/local/bin/swiftc"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return "/usr/bin/env"
    }

    static func swiftcArguments(_ arguments: [String]) -> [String] {
        swiftc == "/usr/bin/env" ? ["swiftc"] + arguments : arguments
    }

    /// Type-checks `source` alone; returns the compiler's outcome.
    func typecheck(_ source: String, swiftVersion: Int = 6) throws -> Outcome {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("headless-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Self.run(
            Self.swiftc, Self.swiftcArguments(arguments(swiftVersion: swiftVersion) + ["-typecheck", file.path]))
    }

    /// Builds the Swift files of `folder` into a program, runs it and returns its output.
    func buildAndRun(folder: URL, swiftVersion: Int = 6) throws -> Outcome {
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        let program = FileManager.default.temporaryDirectory.appendingPathComponent("headless-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: program) }
        let compile = try Self.run(
            Self.swiftc,
            Self.swiftcArguments(arguments(swiftVersion: swiftVersion) + sources + objectFiles + ["-o", program.path]))
        guard compile.status == 0 else { return compile }
        return try Self.run(program.path, [])
    }
}
