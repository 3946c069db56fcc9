import Foundation
import Testing

@testable import Sandbox

@Suite("Verdicts")
struct LimitClassifierTests {
    private func observation(
        _ termination: SandboxResult.Termination, cpu: Double = 0.1, wall: Bool = false, output: Bool = false,
        processes: Bool = false, stderr: String = ""
    ) -> RunObservation {
        RunObservation(
            termination: termination, killedForWallTime: wall, killedForOutput: output,
            cpuSeconds: cpu, processLimitReached: processes, standardError: Array(stderr.utf8))
    }

    @Test func cleanExitHitsNothing() {
        #expect(LimitClassifier.limitHit(for: observation(.exited(code: 0)), limits: .run) == nil)
        #expect(LimitClassifier.limitHit(for: observation(.exited(code: 1)), limits: .run) == nil)
    }

    @Test func outputWinsOverWallTimeBecauseItEndedTheRunFirst() {
        let both = observation(.signaled(signal: SIGKILL), wall: true, output: true)
        #expect(LimitClassifier.limitHit(for: both, limits: .run) == .output)
        #expect(
            LimitClassifier.limitHit(for: observation(.signaled(signal: SIGKILL), wall: true), limits: .run)
                == .wallTime)
    }

    @Test func cpuLimitFromSignalOrFromTimeSpent() {
        #expect(LimitClassifier.limitHit(for: observation(.signaled(signal: SIGXCPU)), limits: .run) == .cpuTime)
        #expect(
            LimitClassifier.limitHit(for: observation(.signaled(signal: SIGKILL), cpu: 6), limits: .run) == .cpuTime)
        #expect(LimitClassifier.limitHit(for: observation(.signaled(signal: SIGKILL), cpu: 1), limits: .run) == nil)
    }

    @Test func fileSizeAndProcesses() {
        #expect(LimitClassifier.limitHit(for: observation(.signaled(signal: SIGXFSZ)), limits: .run) == .fileSize)
        #expect(
            LimitClassifier.limitHit(for: observation(.exited(code: 0), processes: true), limits: .run) == .processes)
    }

    @Test func memoryNeedsAnAbnormalEndAndAnAllocationMessage() {
        let swiftFailure = observation(.signaled(signal: SIGTRAP), stderr: "fatal error: Could not allocate memory.")
        #expect(LimitClassifier.limitHit(for: swiftFailure, limits: .run) == .memory)
        let printedOnly = observation(.exited(code: 0), stderr: "Cannot allocate memory")
        #expect(LimitClassifier.limitHit(for: printedOnly, limits: .run) == nil)
        var unlimited = SandboxLimits.run
        unlimited.addressSpaceBytes = nil
        #expect(LimitClassifier.limitHit(for: swiftFailure, limits: unlimited) == nil)
    }

    @Test func bubblewrapStatusBecomesSignal() {
        #expect(LimitClassifier.unwrapBubblewrapStatus(.exited(code: 137)) == .signaled(signal: 9))
        #expect(LimitClassifier.unwrapBubblewrapStatus(.exited(code: 1)) == .exited(code: 1))
        #expect(LimitClassifier.unwrapBubblewrapStatus(.exited(code: 128)) == .exited(code: 128))
    }

    @Test func waitStatusDecoding() {
        #expect(ProcessSupervisor.decode(3 << 8) == .exited(code: 3))
        #expect(ProcessSupervisor.decode(9) == .signaled(signal: 9))
        #expect(ProcessSupervisor.decode(0x80 | 11) == .signaled(signal: 11))
    }
}

@Suite("Requests and workspaces")
struct SandboxRequestTests {
    @Test func bubblewrapArgumentsIsolateAndPassArgumentsVerbatim() {
        let request = SandboxRequest(
            executable: "/w/program", arguments: ["; rm -rf /", "$(id)"],
            workingDirectory: "/tmp/w", writablePaths: ["/cache"])
        let arguments = BubblewrapCommand.arguments(bubblewrap: "/usr/bin/bwrap", request: request)
        #expect(arguments.first == "/usr/bin/bwrap")
        for flag in ["--unshare-net", "--unshare-pid", "--unshare-user", "--die-with-parent", "--new-session"] {
            #expect(arguments.contains(flag))
        }
        let joined = arguments.joined(separator: " ")
        #expect(joined.contains("--ro-bind / /"))
        #expect(joined.contains("--bind /tmp/w /tmp/w"))
        #expect(joined.contains("--bind /cache /cache"))
        #expect(Array(arguments.suffix(4)) == ["--", "/w/program", "; rm -rf /", "$(id)"])
        let rootBind = arguments.firstIndex(of: "--ro-bind")!
        let writableBind = arguments.firstIndex(of: "--bind")!
        #expect(rootBind < writableBind)
    }

    @Test func environmentRefusesNamesOutsideTheAllowList() {
        #expect(throws: SandboxError.environmentVariableNotAllowed("LD_PRELOAD")) {
            try SandboxEnvironment(variables: ["PATH": "/bin", "LD_PRELOAD": "/tmp/evil.so"])
        }
        #expect(throws: SandboxError.environmentVariableNotAllowed("AWS_SECRET_ACCESS_KEY")) {
            try SandboxEnvironment.scrubbed(directory: "/w").setting("AWS_SECRET_ACCESS_KEY", to: "x")
        }
        let environment = SandboxEnvironment.scrubbed(directory: "/w")
        #expect(
            environment.assignments == [
                "HOME=/w", "LANG=C.UTF-8", "PATH=/usr/local/bin:/usr/bin:/bin", "PWD=/w", "TMPDIR=/w",
            ])
    }

    @Test func workspaceIsPrivateAndRemovedEvenWhenTheBodyThrows() throws {
        struct Failure: Error {}
        var seen: String?
        #expect(throws: Failure.self) {
            try TemporaryWorkspace.withWorkspace { workspace in
                seen = workspace.path
                var info = stat()
                #expect(stat(workspace.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
                try "x".write(toFile: workspace.path + "/file", atomically: false, encoding: .utf8)
                throw Failure()
            }
        }
        let path = try #require(seen)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func workspaceRemovalCopesWithLockedDirectoriesAndLinks() throws {
        let outside = try TemporaryWorkspace.create()
        defer { outside.remove() }
        let target = outside.path + "/keep"
        try "keep".write(toFile: target, atomically: false, encoding: .utf8)
        let workspace = try TemporaryWorkspace.create()
        let locked = workspace.path + "/locked"
        try FileManager.default.createDirectory(atPath: locked + "/inner", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: locked + "/link", withDestinationPath: outside.path)
        chmod(locked, 0)
        #expect(workspace.remove())
        #expect(!FileManager.default.fileExists(atPath: workspace.path))
        #expect(FileManager.default.fileExists(atPath: target))
    }

    @Test func missingExecutableAndDirectoryAreClearErrors() throws {
        try inWorkspace { workspace in
            let sandbox = ProcessSandbox()
            #expect(throws: SandboxError.executableNotFound(workspace.path + "/nothing")) {
                try sandbox.run(
                    SandboxRequest(executable: workspace.path + "/nothing", workingDirectory: workspace.path))
            }
            #expect(throws: SandboxError.invalidLimits("cpuSeconds is 0; it must be at least 1")) {
                try sandbox.run(
                    SandboxRequest(
                        executable: "/bin/true", workingDirectory: workspace.path,
                        limits: SandboxLimits(cpuSeconds: 0)))
            }
            #expect(throws: SandboxError.pathNotAbsolute("bin/true")) {
                try sandbox.run(SandboxRequest(executable: "bin/true", workingDirectory: workspace.path))
            }
            #expect(throws: SandboxError.workingDirectoryNotFound(workspace.path + "/absent")) {
                try sandbox.run(SandboxRequest(executable: "/bin/true", workingDirectory: workspace.path + "/absent"))
            }
        }
    }

    @Test func workspaceInAMissingDirectoryIsAClearError() {
        #expect(throws: SandboxError.self) {
            try TemporaryWorkspace.create(in: "/nonexistent-parent-for-sandbox-test")
        }
        do {
            _ = try TemporaryWorkspace.create(in: "/nonexistent-parent-for-sandbox-test")
        } catch {
            #expect(error.description.contains("/nonexistent-parent-for-sandbox-test"))
            #expect(error.description.contains("TMPDIR"))
        }
    }

    @Test func asyncCallersRunOnADedicatedThread() async throws {
        let workspace = try TemporaryWorkspace.create()
        defer { workspace.remove() }
        let result = try await ProcessSandbox().runOnDedicatedThread(
            SandboxRequest(executable: "/bin/sh", arguments: ["-c", "echo $HOME"], workingDirectory: workspace.path))
        #expect(result.standardOutput.text == workspace.path + "\n")
        #expect(result.succeeded)
    }

    @Test func resultsSurviveAJSONRoundTrip() throws {
        let result = SandboxResult(
            termination: .signaled(signal: SIGKILL),
            standardOutput: CapturedOutput(bytes: Array("partial".utf8), truncated: true),
            standardError: CapturedOutput(bytes: [], truncated: false),
            wallSeconds: 1.5, cpuSeconds: nil, limitHit: .output,
            isolation: IsolationPlan.make(bubblewrap: nil, bubblewrapProblem: nil, cgroups: .none, dedicatedUser: false)
                .report)
        let decoded = try JSONDecoder().decode(SandboxResult.self, from: JSONEncoder().encode(result))
        #expect(decoded == result)
        let limits = try JSONDecoder().decode(SandboxLimits.self, from: JSONEncoder().encode(SandboxLimits.compile))
        #expect(limits == .compile)
    }

    @Test func explanationNamesWhatIsMissing() {
        let bare = IsolationPlan.make(
            bubblewrap: nil, bubblewrapProblem: "bubblewrap (bwrap) is not installed",
            cgroups: .none, dedicatedUser: false
        ).report
        #expect(bare.kind == .resourceLimitsOnly)
        #expect(bare.explanation.contains("because bubblewrap (bwrap) is not installed"))
        #expect(bare.explanation.contains("can change any file you can change"))
        #expect(bare.explanation.contains("can outlive the run"))
        #expect(!bare.protectsHostFiles && !bare.killsDetachedProcesses && bare.measuresCPUTime)

        let wrapped = IsolationPlan.make(
            bubblewrap: "/usr/bin/bwrap", bubblewrapProblem: nil,
            cgroups: .none, dedicatedUser: true
        ).report
        #expect(wrapped.kind == .bubblewrap && wrapped.processLimit == .dedicatedUser)
        #expect(wrapped.protectsHostFiles && wrapped.killsDetachedProcesses && !wrapped.measuresCPUTime)
        #expect(wrapped.explanation.contains("not measured"))
    }

    @Test func isolationIsExplainedInPlainWords() {
        let isolation = ProcessSandbox().isolation
        #expect(!isolation.explanation.isEmpty)
        let limitsOnly = ProcessSandbox(isolation: .resourceLimitsOnly).isolation
        #expect(limitsOnly.kind == .resourceLimitsOnly)
        #expect(limitsOnly.explanation.contains("resource limits only"))
    }
}
