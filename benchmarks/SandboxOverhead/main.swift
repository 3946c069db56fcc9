// What the sandbox adds to starting a trivial program: `/bin/true` spawned bare, under resource
// limits only, and with the isolation this machine supports, measured in the same run.
//
//     swift run -c release sandbox-overhead [rounds]
import Foundation
import Sandbox

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 30

func median(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return samples.sorted()[samples.count / 2]
}

func spawnTrue() {
    var pid: pid_t = 0
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
    defer { arguments.forEach { free($0) } }
    guard posix_spawn(&pid, "/bin/true", nil, nil, arguments, nil) == 0 else { fatalError("cannot spawn /bin/true") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
}

func sandboxed(_ sandbox: ProcessSandbox) throws -> Double {
    try TemporaryWorkspace.withWorkspace { workspace in
        try median {
            let result = try sandbox.run(SandboxRequest(executable: "/bin/true", workingDirectory: workspace.path))
            guard result.succeeded else { fatalError("/bin/true failed in the sandbox: \(result)") }
        }
    }
}

let bare = median(spawnTrue)
let limitsOnly = try sandboxed(ProcessSandbox(isolation: .resourceLimitsOnly))
let automatic = ProcessSandbox()
let isolated = try sandboxed(automatic)
print("sandbox overhead, /bin/true, median of \(rounds) runs")
print(String(format: "  bare posix_spawn:        %7.2f ms", bare * 1000))
print(String(format: "  resource limits only:    %7.2f ms  (+%.2f ms)", limitsOnly * 1000, (limitsOnly - bare) * 1000))
let label = (automatic.isolation.kind.rawValue + ":").padding(toLength: 24, withPad: " ", startingAt: 0)
print("  " + label + String(format: " %7.2f ms  (+%.2f ms)", isolated * 1000, (isolated - bare) * 1000))
