import Foundation
import Testing

@testable import Sandbox

/// Compiles the fixture programs into a run's workspace and runs them in the sandbox.
struct HostileProgram {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    let sandbox: ProcessSandbox
    let workspace: TemporaryWorkspace
    let binary: String

    /// Builds `Fixtures/hostile.c` with `cc`, itself inside the sandbox under compile limits.
    static func c(in workspace: TemporaryWorkspace, _ variant: SandboxVariant = .automatic) throws -> HostileProgram {
        let compiler = try #require(
            ["/usr/bin/cc", "/usr/bin/clang", "/usr/bin/gcc"].first { FileManager.default.isExecutableFile(atPath: $0) }
                ?? findInPath("clang"),
            "a C compiler (cc, gcc or clang) is needed to build the hostile test programs")
        return try build(
            source: "hostile.c", compiler: compiler, flags: ["-O1"], in: workspace, variant.sandbox,
            searchPath: (compiler as NSString).deletingLastPathComponent + ":" + SandboxEnvironment.standardSearchPath)
    }

    /// Builds `Fixtures/crash.swift` with `swiftc`, inside the sandbox under compile limits.
    static func swift(in workspace: TemporaryWorkspace, _ variant: SandboxVariant = .automatic) throws -> HostileProgram
    {
        let compiler = try #require(findInPath("swiftc"), "swiftc must be on PATH for the Swift crash tests")
        return try build(
            source: "crash.swift", compiler: compiler, flags: ["-Onone"], in: workspace, variant.sandbox,
            searchPath: (compiler as NSString).deletingLastPathComponent + ":" + SandboxEnvironment.standardSearchPath)
    }

    private static func build(
        source: String, compiler: String, flags: [String], in workspace: TemporaryWorkspace, _ sandbox: ProcessSandbox,
        searchPath: String = SandboxEnvironment.standardSearchPath
    ) throws -> HostileProgram {
        let copy = workspace.path + "/" + source
        try FileManager.default.copyItem(atPath: fixtures + "/" + source, toPath: copy)
        let binary = workspace.path + "/program"
        let result = try sandbox.run(
            SandboxRequest(
                executable: compiler,
                arguments: flags + ["-o", binary, copy],
                workingDirectory: workspace.path,
                environment: .scrubbed(directory: workspace.path, searchPath: searchPath),
                limits: .compile
            ))
        try #require(result.succeeded, "compiling \(source) failed: \(result.standardError.text)")
        return HostileProgram(sandbox: sandbox, workspace: workspace, binary: binary)
    }

    /// Runs the program in `mode` and checks that nothing it started is still alive afterwards.
    func run(
        _ mode: String, _ argument: String? = nil, limits: SandboxLimits = .run, input: [UInt8]? = nil,
        cancellation: Int32? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SandboxResult {
        let result = try sandbox.run(
            SandboxRequest(
                executable: binary,
                arguments: [mode] + (argument.map { [$0] } ?? []),
                workingDirectory: workspace.path,
                standardInput: input,
                limits: limits,
                cancellation: cancellation
            ))
        expectNothingLeft(of: result.isolation, sourceLocation: sourceLocation)
        return result
    }

    /// Checks that no process of the run is still alive (and kills any that is).
    func expectNothingLeft(of isolation: SandboxIsolation, sourceLocation: SourceLocation = #_sourceLocation) {
        let leftovers = ProcessTable.commandLines(containing: workspace.path)
        withKnownIssue("this isolation cannot find processes that started their own session", isIntermittent: true) {
            #expect(leftovers.isEmpty, "processes of the run outlived it", sourceLocation: sourceLocation)
        } when: {
            !isolation.killsDetachedProcesses
        }
        for line in leftovers {
            if let pid = line.split(separator: ":").first.flatMap({ pid_t($0) }) {
                kill(pid, SIGKILL)
            }
        }
    }

    static func findInPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? SandboxEnvironment.standardSearchPath
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}

/// The sandbox configurations every limit test runs under.
enum SandboxVariant: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Bubblewrap if it works here, with cgroups if they are writable.
    case automatic
    /// No bubblewrap; cgroups if writable.
    case resourceLimitsOnly
    /// As `automatic` but without cgroups, as on a machine where they are not writable.
    case withoutCgroups
    /// Neither bubblewrap nor cgroups: only rlimits, process groups and (as root) the run's user id.
    case bareLimits

    var sandbox: ProcessSandbox {
        switch self {
        case .automatic:
            ProcessSandbox()
        case .resourceLimitsOnly:
            ProcessSandbox(isolation: .resourceLimitsOnly)
        case .withoutCgroups:
            ProcessSandbox(
                plan: IsolationPlan.make(
                    bubblewrap: IsolationPlan.automatic.bubblewrap, bubblewrapProblem: "it was not found",
                    cgroups: .none))
        case .bareLimits:
            ProcessSandbox(
                plan: IsolationPlan.make(
                    bubblewrap: nil, bubblewrapProblem: "the test asked for bare limits", cgroups: .none))
        }
    }

    var testDescription: String { rawValue }
}

/// Looks at the host's process table.
enum ProcessTable {
    /// Command lines of live (not zombie) processes that contain `text`.
    static func commandLines(containing text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid -> String? in
            guard let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !raw.isEmpty,
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let state = stat.split(separator: ")").last?.split(separator: " ").first,
                state != "Z"
            else { return nil }
            let line = String(decoding: raw.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? "\(pid): \(line)" : nil
        }
    }
}

/// Runs `body` with a fresh workspace that is removed afterwards.
func inWorkspace<Result>(_ body: (TemporaryWorkspace) throws -> Result) throws -> Result {
    try TemporaryWorkspace.withWorkspace(body)
}
