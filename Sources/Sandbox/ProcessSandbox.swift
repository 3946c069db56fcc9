import SystemCalls

/// The sandbox that runs real processes: bubblewrap where it works, resource limits always.
public struct ProcessSandbox: SandboxRunner {
    /// Which isolation to use.
    public enum IsolationPreference: Sendable, Equatable {
        /// Bubblewrap if it is installed and works here (tested once per process), otherwise
        /// resource limits only.
        case automatic
        /// Never use bubblewrap.
        case resourceLimitsOnly
    }

    private let plan: IsolationPlan

    public init(isolation: IsolationPreference = .automatic) {
        switch isolation {
        case .automatic:
            plan = IsolationPlan.automatic
        case .resourceLimitsOnly:
            plan = IsolationPlan.make(bubblewrap: nil, bubblewrapProblem: "resource limits only were requested")
        }
    }

    init(plan: IsolationPlan) {
        self.plan = plan
    }

    public var isolation: SandboxIsolation { plan.report }

    /// Where bubblewrap is installed, working or not; nil when it is not.
    public static var installedBubblewrap: String? {
        IsolationPlan.searchLocations.first(where: FileTree.isExecutableFile)
    }

    private static let runCounter = RunCounter()

    public func run(_ request: SandboxRequest) throws(SandboxError) -> SandboxResult {
        if let problem = request.limits.problem {
            throw .invalidLimits(problem)
        }
        for path in [request.executable, request.workingDirectory] + request.writablePaths where !path.hasPrefix("/") {
            throw .pathNotAbsolute(path)
        }
        guard FileTree.isDirectory(request.workingDirectory) else {
            throw .workingDirectoryNotFound(request.workingDirectory)
        }
        guard FileTree.isExecutableFile(request.executable) else {
            throw .executableNotFound(request.executable)
        }

        let limits = request.limits
        let helpers = plan.bubblewrap == nil ? 0 : BubblewrapCommand.ownProcesses
        let identity = plan.dedicatedUser ? RunIdentity.next() : nil
        if let identity {
            for path in [request.workingDirectory] + request.writablePaths
            where !FileTree.changeOwner(path, uid: identity.uid, gid: identity.gid) {
                throw .ioFailed(
                    operation: "hand \(path) to the run's user id",
                    reason: String(cString: strerror(errno)))
            }
        }
        let budget = limits.maxProcesses + helpers
        let cgroups = plan.cgroups.createRunGroups(maxProcesses: budget, name: "run-\(Self.runCounter.next())")
        defer { cgroups.remove() }

        // With a pids cgroup the cgroup must be the limit that binds, so that hitting it is
        // seen in pids.events; RLIMIT_NPROC then stays a little higher as a backstop.
        let backstop = cgroups.pids == nil ? 0 : 8
        let processBudget: Int?
        if identity != nil {
            processBudget = budget + backstop
        } else if let existing = UserTaskCount.current(uid: getuid()) {
            processBudget = existing + budget + backstop
        } else {
            processBudget = nil
        }

        let arguments: [String]
        let executable: String
        if let bubblewrap = plan.bubblewrap {
            arguments = BubblewrapCommand.arguments(bubblewrap: bubblewrap, request: request)
            executable = bubblewrap
        } else {
            arguments = [request.executable] + request.arguments
            executable = request.executable
        }

        let supervised = try ProcessSupervisor.run(
            LaunchPlan(
                executable: executable,
                arguments: arguments,
                environment: request.environment.assignments,
                workingDirectory: request.workingDirectory,
                standardInput: request.standardInput,
                limits: limits,
                processBudget: processBudget,
                identity: identity,
                cgroups: cgroups,
                cancellation: request.cancellation
            ))

        let termination =
            plan.bubblewrap == nil
            ? supervised.termination
            : LimitClassifier.unwrapBubblewrapStatus(supervised.termination)
        // Under bubblewrap wait4 sees only bubblewrap's own processes; only a cgroup counts the program.
        let cpuSeconds =
            plan.bubblewrap == nil
            ? max(supervised.cpuSeconds, cgroups.cpuSeconds ?? 0)
            : cgroups.cpuSeconds
        let observation = RunObservation(
            termination: termination,
            killedForWallTime: supervised.killedForWallTime,
            killedForOutput: supervised.killedForOutput,
            cpuSeconds: cpuSeconds ?? 0,
            processLimitReached: cgroups.processLimitReached,
            standardError: supervised.standardError.bytes
        )
        return SandboxResult(
            termination: termination,
            standardOutput: supervised.standardOutput,
            standardError: supervised.standardError,
            wallSeconds: supervised.wallSeconds,
            cpuSeconds: cpuSeconds,
            limitHit: LimitClassifier.limitHit(for: observation, limits: limits),
            isolation: plan.report
        )
    }
}
