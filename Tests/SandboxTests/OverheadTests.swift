import Foundation
import Testing
@testable import Sandbox

/// Measures what the sandbox adds to starting a trivial program. Prints the medians; the bound
/// asserted is loose because the machine is shared.
@Suite("Sandbox overhead", .serialized)
struct OverheadTests {
    static let rounds = 30

    @Test func runningTrueStaysCheap() throws {
        let bare = try median { try spawnAndWait("/bin/true") }
        let limitsOnly = try inWorkspace { workspace in
            try median { try Self.runTrue(ProcessSandbox(isolation: .resourceLimitsOnly), in: workspace) }
        }
        let automatic = ProcessSandbox()
        let isolated = try inWorkspace { workspace in
            try median { try Self.runTrue(automatic, in: workspace) }
        }
        print(String(format: "sandbox overhead, /bin/true, median of %d: bare %.2f ms, resource limits only %.2f ms, %@ %.2f ms",
                     Self.rounds, bare * 1000, limitsOnly * 1000, automatic.isolation.kind.rawValue, isolated * 1000))
        #expect(limitsOnly < 0.25)
        #expect(isolated < 0.5)
    }

    private static func runTrue(_ sandbox: ProcessSandbox, in workspace: TemporaryWorkspace) throws {
        let result = try sandbox.run(SandboxRequest(executable: "/bin/true", workingDirectory: workspace.path))
        #expect(result.succeeded)
    }

    private func median(_ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<Self.rounds {
            let start = clock.now
            try body()
            let elapsed = clock.now - start
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return samples.sorted()[samples.count / 2]
    }

    private func spawnAndWait(_ path: String) throws {
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
        defer { arguments.forEach { free($0) } }
        let status = posix_spawn(&pid, path, nil, nil, arguments, nil)
        try #require(status == 0)
        var waitStatus: Int32 = 0
        waitpid(pid, &waitStatus, 0)
    }
}
