import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What this machine allows, decided once per process.
struct IsolationPlan: Sendable {
    /// Path of a bubblewrap that was shown to work, or `nil`.
    var bubblewrap: String?
    /// Which cgroups runs get.
    var cgroups: CgroupSetup
    /// Run each program under an id of its own (only possible, and only needed, as root).
    var dedicatedUser: Bool
    var report: SandboxIsolation

    static let searchLocations = ["/usr/bin/bwrap", "/usr/local/bin/bwrap", "/bin/bwrap"]
    static let probeProgram = ["/bin/true", "/usr/bin/true"]

    /// The plan for ``ProcessSandbox/IsolationPreference/automatic``, probed on first use.
    static let automatic: IsolationPlan = probe()

    static let detectedCgroups = CgroupSetup.detect()

    static func make(
        bubblewrap: String?, bubblewrapProblem: String?, cgroups: CgroupSetup = detectedCgroups
    ) -> IsolationPlan {
        let dedicatedUser = geteuid() == 0
        let processLimit: SandboxIsolation.ProcessLimit =
            cgroups.pids != nil ? .cgroup : (dedicatedUser ? .dedicatedUser : .callerRlimit)
        let measuresCPUTime = bubblewrap == nil || cgroups.pids?.unified == true || cgroups.accounting != nil
        var explanation = explain(bubblewrap: bubblewrap, problem: bubblewrapProblem,
                                  processLimit: processLimit, dedicatedUser: dedicatedUser)
        let killsDetachedProcesses = bubblewrap != nil || dedicatedUser || cgroups.pids != nil || cgroups.accounting != nil
        if !killsDetachedProcesses {
            explanation += " A process that starts a session of its own can outlive the run."
        }
        if !measuresCPUTime {
            explanation += " CPU time is limited but not measured, because no cgroup is available to count it."
        }
        let report = SandboxIsolation(
            kind: bubblewrap == nil ? .resourceLimitsOnly : .bubblewrap,
            processLimit: processLimit,
            measuresCPUTime: measuresCPUTime,
            protectsHostFiles: bubblewrap != nil || dedicatedUser,
            killsDetachedProcesses: killsDetachedProcesses,
            explanation: explanation
        )
        return IsolationPlan(bubblewrap: bubblewrap, cgroups: cgroups, dedicatedUser: dedicatedUser, report: report)
    }

    private static func probe() -> IsolationPlan {
        guard let path = searchLocations.first(where: FileTree.isExecutableFile) else {
            return make(bubblewrap: nil, bubblewrapProblem: "bubblewrap (bwrap) is not installed")
        }
        guard let program = probeProgram.first(where: FileTree.isExecutableFile) else {
            return make(bubblewrap: nil, bubblewrapProblem: "no /bin/true to test bubblewrap with")
        }
        let candidate = make(bubblewrap: path, bubblewrapProblem: nil)
        do {
            let result = try TemporaryWorkspace.withWorkspace { workspace in
                try ProcessSandbox(plan: candidate).run(SandboxRequest(
                    executable: program,
                    workingDirectory: workspace.path,
                    limits: SandboxLimits(cpuSeconds: 5, wallSeconds: 10)
                ))
            }
            if result.termination == .exited(code: 0) {
                return candidate
            }
            let message = result.standardError.text.trimmingCharacters(in: .whitespacesAndNewlines)
            return make(bubblewrap: nil, bubblewrapProblem: "\(path) is installed but does not work here"
                + (message.isEmpty ? "" : " (\(message))"))
        } catch {
            return make(bubblewrap: nil, bubblewrapProblem: "\(path) could not be started (\(error))")
        }
    }

    private static func explain(
        bubblewrap: String?, problem: String?, processLimit: SandboxIsolation.ProcessLimit, dedicatedUser: Bool
    ) -> String {
        var sentences: [String] = []
        if bubblewrap != nil {
            sentences.append("Programs run inside bubblewrap: the file system is read-only except the run's own "
                + "directory, there is no network, and the program has its own process namespace that "
                + "is torn down with it.")
        } else {
            sentences.append("Programs run with resource limits only"
                + (problem.map { " because \($0)" } ?? "")
                + ": time, memory, file size, process and output limits apply and every process the run "
                + "started is killed afterwards, but the program can read the file system and use the network"
                + (dedicatedUser ? "." : ", and can change any file you can change."))
        }
        switch processLimit {
        case .cgroup:
            sentences.append("The process count is capped by a cgroup, so a fork bomb is stopped and reported.")
        case .dedicatedUser:
            sentences.append("Each run has a user id of its own, which caps its process count even though "
                + "the tutor runs as root.")
        case .callerRlimit:
            sentences.append("The process count is capped with RLIMIT_NPROC on top of your own processes.")
        }
        if dedicatedUser && processLimit == .cgroup {
            sentences.append("Each run also has a user id of its own, so it cannot write files owned by root.")
        }
        return sentences.joined(separator: " ")
    }
}
