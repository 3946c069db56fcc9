import Foundation
import SystemCalls

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

    /// True when the caller is root and may switch a child to an unused user id (a rootless
    /// container's "root" usually may not).
    static let dedicatedUserWorks: Bool = {
        guard geteuid() == 0, let program = probeProgram.first(where: FileTree.isExecutableFile) else { return false }
        let run = try? ProcessSupervisor.run(
            LaunchPlan(
                executable: program, arguments: [program], environment: [], workingDirectory: "/",
                standardInput: nil, limits: SandboxLimits(wallSeconds: 5), processBudget: nil,
                identity: RunIdentity.next(), cgroups: nil))
        return run?.termination == .exited(code: 0)
    }()

    static func make(
        bubblewrap: String?,
        bubblewrapProblem: String?,
        cgroups: CgroupSetup = detectedCgroups,
        dedicatedUser: Bool = dedicatedUserWorks
    ) -> IsolationPlan {
        let processLimit: SandboxIsolation.ProcessLimit =
            cgroups.pids != nil ? .cgroup : (dedicatedUser ? .dedicatedUser : .callerRlimit)
        let measuresCPUTime = bubblewrap == nil || cgroups.pids?.unified == true || cgroups.accounting != nil
        let killsDetachedProcesses =
            bubblewrap != nil || dedicatedUser || cgroups.pids != nil || cgroups.accounting != nil
        var sentences = [
            isolationSentence(bubblewrap: bubblewrap, problem: bubblewrapProblem, dedicatedUser: dedicatedUser)
        ]
        sentences.append(processSentence(processLimit))
        if dedicatedUser && processLimit == .cgroup {
            sentences.append("Each run also has a user id of its own, so it cannot write files owned by root.")
        }
        if !killsDetachedProcesses {
            sentences.append("A process that starts a session of its own can outlive the run.")
        }
        if !measuresCPUTime {
            sentences.append("CPU time is limited but not measured, because no cgroup is available to count it.")
        }
        let report = SandboxIsolation(
            kind: bubblewrap == nil ? .resourceLimitsOnly : .bubblewrap,
            processLimit: processLimit,
            measuresCPUTime: measuresCPUTime,
            protectsHostFiles: bubblewrap != nil || dedicatedUser,
            killsDetachedProcesses: killsDetachedProcesses,
            explanation: sentences.joined(separator: " ")
        )
        return IsolationPlan(bubblewrap: bubblewrap, cgroups: cgroups, dedicatedUser: dedicatedUser, report: report)
    }

    /// Tries bubblewrap under the run's own user id, then as the caller; keeps bubblewrap only
    /// if the process count stays bounded with it.
    private static func probe() -> IsolationPlan {
        guard let path = searchLocations.first(where: FileTree.isExecutableFile) else {
            return make(bubblewrap: nil, bubblewrapProblem: "bubblewrap (bwrap) is not installed")
        }
        var problem = works(make(bubblewrap: path, bubblewrapProblem: nil))
        if problem == nil {
            return make(bubblewrap: path, bubblewrapProblem: nil)
        }
        if dedicatedUserWorks {
            let asCaller = make(bubblewrap: path, bubblewrapProblem: nil, dedicatedUser: false)
            if works(asCaller) == nil {
                if detectedCgroups.pids != nil {
                    return asCaller
                }
                problem =
                    "\(path) works only as root here, and without a cgroup nothing would bound "
                    + "the process count of a root program"
            }
        }
        return make(bubblewrap: nil, bubblewrapProblem: problem)
    }

    /// `nil` when `/bin/true` runs cleanly under `plan`, otherwise what went wrong.
    private static func works(_ plan: IsolationPlan) -> String? {
        guard let bubblewrap = plan.bubblewrap, let program = probeProgram.first(where: FileTree.isExecutableFile)
        else {
            return "no /bin/true to test bubblewrap with"
        }
        do {
            let result = try TemporaryWorkspace.withWorkspace { workspace in
                try ProcessSandbox(plan: plan).run(
                    SandboxRequest(
                        executable: program,
                        workingDirectory: workspace.path,
                        limits: SandboxLimits(cpuSeconds: 5, wallSeconds: 10)
                    ))
            }
            if result.termination == .exited(code: 0) {
                return nil
            }
            let message = result.standardError.text.trimmingCharacters(in: .whitespacesAndNewlines)
            return "\(bubblewrap) is installed but does not work here" + (message.isEmpty ? "" : " (\(message))")
        } catch {
            return "\(bubblewrap) could not be started (\(error))"
        }
    }

    private static func isolationSentence(bubblewrap: String?, problem: String?, dedicatedUser: Bool) -> String {
        if bubblewrap != nil {
            return "Programs run inside bubblewrap: the file system is read-only except the run's own "
                + "directory, there is no network, and the program has its own process namespace that "
                + "is torn down with it."
        }
        return "Programs run with resource limits only"
            + (problem.map { " because \($0)" } ?? "")
            + ": time, memory, file size, process and output limits apply, but the program can read the "
            + "file system and use the network"
            + (dedicatedUser ? "." : ", and can change any file you can change.")
    }

    private static func processSentence(_ processLimit: SandboxIsolation.ProcessLimit) -> String {
        switch processLimit {
        case .cgroup:
            return "The process count is capped by a cgroup, so a fork bomb is stopped and reported."
        case .dedicatedUser:
            return "Each run has a user id of its own, which caps its process count even though the tutor runs as root."
        case .callerRlimit where geteuid() == 0:
            return "The process count is not capped: RLIMIT_NPROC does not bind root, and neither a cgroup "
                + "nor a separate user id is available here."
        case .callerRlimit:
            return "The process count is capped with RLIMIT_NPROC on top of your own processes."
        }
    }
}
