import Foundation
import Testing

@testable import Sandbox

/// Each hostile program gets the right verdict quickly and leaves nothing behind.
@Suite("Sandbox limits", .timeLimit(.minutes(5)))
struct LimitTests {
    @Test(arguments: SandboxVariant.allCases)
    func normalProgramReadsInputAndWrites(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("echo", input: Array("hello\nworld\n".utf8))
            #expect(result.termination == .exited(code: 0))
            #expect(result.standardOutput.text == "echo: hello\nworld\n(12 bytes)\n")
            #expect(result.limitHit == nil)
            #expect(!result.truncated)
            #expect(result.succeeded)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func inputLargerThanAPipeBufferFlowsBothWays(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let input = (0..<(2 << 20)).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            let result = try program.run("echo", limits: SandboxLimits(outputBytes: 4 << 20), input: input)
            #expect(result.succeeded)
            #expect(
                result.standardOutput.bytes == Array("echo: ".utf8) + input + Array("(\(input.count) bytes)\n".utf8))
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func programThatIgnoresItsInputDoesNotHurtTheCaller(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("flood", "0", input: [UInt8](repeating: 0x41, count: 8 << 20))
            #expect(result.termination == .exited(code: 0))
            #expect(result.limitHit == nil)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func infiniteLoopStopsAtCPULimit(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            // The loop stops by itself after 20 s of wall time, so only a working CPU limit gives .cpuTime.
            let result = try program.run("spin", limits: SandboxLimits(cpuSeconds: 1, wallSeconds: 30))
            #expect(result.limitHit == .cpuTime)
            if let cpu = result.cpuSeconds {
                #expect(cpu >= 0.9)
            } else {
                #expect(!result.isolation.measuresCPUTime)
            }
            #expect(result.wallSeconds < 20)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func sleepingPastWallLimitIsKilled(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("sleep", limits: SandboxLimits(wallSeconds: 1))
            #expect(result.limitHit == .wallTime)
            #expect(result.termination == .signaled(signal: SIGKILL))
            #expect(result.wallSeconds >= 1 && result.wallSeconds < 5)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func cancellationEndsTheRunAtOnce(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            defer { ends.forEach { close($0) } }
            let writer = ends[1]
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
                var byte: UInt8 = 3
                _ = write(writer, &byte, 1)
            }
            let start = Date()
            #expect(throws: SandboxError.cancelled) {
                _ = try program.run("sleep", limits: SandboxLimits(wallSeconds: 20), cancellation: ends[0])
            }
            let elapsed = Date().timeIntervalSince(start)
            #expect(elapsed >= 0.5 && elapsed < 5, "took \(elapsed) s")
            program.expectNothingLeft(of: variant.sandbox.isolation)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func waitingForInputForeverEndsAtWallLimit(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("wait-for-input", limits: SandboxLimits(wallSeconds: 1))
            #expect(result.limitHit == .wallTime)
            #expect(result.wallSeconds < 5)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func forkBombStaysWithinProcessLimit(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let limits = SandboxLimits(wallSeconds: 10, maxProcesses: 16)
            let result = try program.run("fork-bomb", limits: limits)
            let fields = result.standardOutput.text.split(separator: " ")
            let started = try #require(
                fields.count == 4 ? Int(fields[1]) : nil,
                "unexpected output: \(result.standardOutput.text)")
            let refused = try #require(Int(fields[3].trimmingCharacters(in: .whitespacesAndNewlines)))
            // RLIMIT_NPROC on top of the caller's own tasks moves with the caller's thread count.
            let slack = result.isolation.processLimit == .callerRlimit ? 16 : 0
            #expect(started < limits.maxProcesses + slack)
            #expect(refused > 0)
            #expect(result.limitHit != .wallTime)
            #expect(result.wallSeconds < 9)
            if result.isolation.processLimit == .cgroup {
                #expect(result.limitHit == .processes)
            }
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func hugeAllocationIsRefused(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("allocate")
            #expect(result.limitHit == .memory)
            #expect(result.termination == .signaled(signal: SIGABRT))
            #expect(!result.standardOutput.text.contains("allocated"))
            #expect(result.wallSeconds < 5)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func outputFloodIsCutAtTheCap(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("flood", String(100 << 20))
            #expect(result.limitHit == .output)
            #expect(result.truncated)
            #expect(result.standardOutput.truncated)
            #expect(result.standardOutput.bytes.count == SandboxLimits.run.outputBytes)
            #expect(result.wallSeconds < 8)
        }
    }

    @Test(arguments: SandboxVariant.allCases, [4095, 4096])
    func outputAtOrBelowTheCapIsKept(_ variant: SandboxVariant, size: Int) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("flood", String(size), limits: SandboxLimits(outputBytes: 4096))
            #expect(result.limitHit == nil)
            #expect(!result.truncated)
            #expect(result.standardOutput.bytes.count == size)
            #expect(result.termination == .exited(code: 0))
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func oneByteOverTheCapIsTruncated(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("flood", "4097", limits: SandboxLimits(outputBytes: 4096))
            #expect(result.truncated)
            #expect(result.limitHit == .output)
            #expect(result.standardOutput.bytes.count == 4096)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func largeFileStopsAtFileSizeLimit(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("write-file", String(8 << 20), limits: SandboxLimits(fileSizeBytes: 1 << 20))
            #expect(result.limitHit == .fileSize)
            #expect(result.termination == .signaled(signal: SIGXFSZ))
            let size = try FileManager.default.attributesOfItem(atPath: workspace.path + "/big.bin")[.size] as? Int
            #expect(size.map { $0 <= 1 << 20 } == true)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func filesOutsideTheSandboxSurvive(_ variant: SandboxVariant) throws {
        try inWorkspace { outside in
            chmod(outside.path, 0o755)
            let progress = outside.path + "/progress.json"
            let original = #"{"version":1,"passed":["state-01"]}"# + "\n"
            try original.write(toFile: progress, atomically: false, encoding: .utf8)
            chmod(progress, 0o644)
            try inWorkspace { workspace in
                let program = try HostileProgram.c(in: workspace, variant)
                let result = try program.run("tamper", progress)
                withKnownIssue("without bubblewrap or a run user id the program has the caller's file rights") {
                    #expect(result.standardOutput.text.contains("write failed"))
                    #expect(result.standardOutput.text.contains("unlink failed"))
                    #expect((try? String(contentsOfFile: progress, encoding: .utf8)) == original)
                } when: {
                    !result.isolation.protectsHostFiles
                }
            }
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func loopbackListenerIsUnreachable(_ variant: SandboxVariant) throws {
        let listener = try LoopbackListener()
        defer { listener.close() }
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("connect", String(listener.port))
            withKnownIssue("without bubblewrap the program shares the host network") {
                #expect(result.standardOutput.text.hasPrefix("connect failed"))
                #expect(result.termination == .exited(code: 3))
            } when: {
                result.isolation.kind != .bubblewrap
            }
        }
    }

    /// Only a user who may write to /run (root) can place a service socket there; elsewhere the
    /// test is reported as skipped rather than passing without checking anything.
    @Test(
        .enabled(if: access("/run", W_OK) == 0, "needs write access to /run (root) to place a socket there"),
        arguments: SandboxVariant.allCases)
    func serviceSocketUnderRunIsUnreachable(_ variant: SandboxVariant) throws {
        let directory = try TemporaryWorkspace.create(in: "/run")
        defer { directory.remove() }
        chmod(directory.path, 0o755)
        let listener = try UnixListener(path: directory.path + "/service.sock")
        defer { listener.close() }
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("connect-unix", listener.path)
            withKnownIssue("without bubblewrap the program sees the host's /run") {
                #expect(result.standardOutput.text.hasPrefix("connect failed"))
            } when: {
                result.isolation.kind != .bubblewrap
            }
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func detachedGrandchildIsKilledWithTheRun(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("detach", limits: SandboxLimits(wallSeconds: 10))
            #expect(result.standardOutput.text.contains("detached"))
            #expect(result.termination == .exited(code: 0))
            // The grandchild keeps stdout open; the run must still end when the program does.
            #expect(result.limitHit == nil)
            #expect(result.wallSeconds < 6)
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func environmentHoldsOnlyAllowedNames(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.c(in: workspace, variant)
            let result = try program.run("environment")
            let names = result.standardOutput.text.split(separator: "\n").map { String($0.prefix { $0 != "=" }) }
            #expect(Set(names) == ["PATH", "HOME", "PWD", "TMPDIR", "LANG"])
            #expect(result.standardOutput.text.contains("HOME=\(workspace.path)\n"))
        }
    }

    @Test(arguments: SandboxVariant.allCases)
    func swiftCrashesAreReportedAsSignals(_ variant: SandboxVariant) throws {
        try inWorkspace { workspace in
            let program = try HostileProgram.swift(in: workspace, variant)

            let fatal = try program.run("fatal-error")
            #expect(fatal.standardError.text.contains("the learner's program gave up"))
            #expect([.signaled(signal: SIGILL), .signaled(signal: SIGTRAP)].contains(fatal.termination))
            #expect(fatal.limitHit == nil)

            let recursion = try program.run("recursion")
            #expect([.signaled(signal: SIGSEGV), .signaled(signal: SIGBUS)].contains(recursion.termination))
            #expect(recursion.limitHit == nil)
            #expect(recursion.wallSeconds < 8)

            let allocation = try program.run("allocate")
            #expect(allocation.limitHit == .memory)
            #expect(!allocation.standardOutput.text.contains("reserved"))

            let greeting = try program.run("greet", input: Array("Ada\n".utf8))
            #expect(greeting.standardOutput.text == "Hello, Ada!\n")
            #expect(greeting.succeeded)
        }
    }
}

/// A Unix stream socket anyone may connect to, as a service socket would be.
final class UnixListener {
    let descriptor: Int32
    let path: String

    init(path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        descriptor = fd
        self.path = path
        try #require(fd >= 0 && bound == 0 && listen(fd, 4) == 0, "could not listen on \(path)")
        chmod(path, 0o777)
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}

/// A TCP listener on 127.0.0.1 with a port picked by the kernel.
final class LoopbackListener {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        descriptor = fd
        port = UInt16(bigEndian: address.sin_port)
        try #require(fd >= 0 && bound == 0 && listen(fd, 4) == 0, "could not listen on 127.0.0.1")
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}
