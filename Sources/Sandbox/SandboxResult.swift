/// How a sandboxed run ended and what it produced.
public struct SandboxResult: Sendable, Equatable, Codable {
    /// How the program's process ended.
    public enum Termination: Sendable, Equatable, Codable {
        case exited(code: Int32)
        case signaled(signal: Int32)
    }

    /// Exit status or terminating signal (under bubblewrap, status 128 + N is reported as signal N).
    public var termination: Termination
    /// What the program wrote to standard output, at most ``SandboxLimits/outputBytes``.
    public var standardOutput: CapturedOutput
    /// What the program wrote to standard error, at most ``SandboxLimits/outputBytes``.
    public var standardError: CapturedOutput
    /// Elapsed time from start until the program and everything it started were gone.
    public var wallSeconds: Double
    /// User plus system CPU time of everything the run started; `nil` where the isolation in
    /// force cannot measure it (see ``SandboxIsolation/measuresCPUTime``).
    public var cpuSeconds: Double?
    /// The limit that ended (or, for processes, constrained) the run, if any.
    public var limitHit: SandboxLimitKind?
    /// Which isolation was in force, with a plain-words explanation.
    public var isolation: SandboxIsolation

    public init(
        termination: Termination,
        standardOutput: CapturedOutput,
        standardError: CapturedOutput,
        wallSeconds: Double,
        cpuSeconds: Double?,
        limitHit: SandboxLimitKind?,
        isolation: SandboxIsolation
    ) {
        self.termination = termination
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.limitHit = limitHit
        self.isolation = isolation
    }

    /// True when either stream was cut at the output cap.
    public var truncated: Bool { standardOutput.truncated || standardError.truncated }

    /// True when the program exited with status 0 and no limit was hit.
    public var succeeded: Bool { termination == .exited(code: 0) && limitHit == nil }
}

/// Bytes read from one output stream, at most the output cap.
public struct CapturedOutput: Sendable, Equatable, Codable {
    public var bytes: [UInt8]
    /// The program wrote more than the cap; the rest was discarded and the run ended.
    public var truncated: Bool

    public init(bytes: [UInt8], truncated: Bool) {
        self.bytes = bytes
        self.truncated = truncated
    }

    /// The bytes decoded as UTF-8, with invalid sequences replaced.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Which limit a run hit.
public enum SandboxLimitKind: String, Sendable, Equatable, CaseIterable, Codable {
    case cpuTime
    case wallTime
    case memory
    case fileSize
    case processes
    case output
}

/// The isolation a run had.
public struct SandboxIsolation: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Equatable, Codable {
        /// Inside bubblewrap: read-only root, private writable directory, no network,
        /// own PID namespace, plus the resource limits.
        case bubblewrap
        /// Resource limits and process-group control only.
        case resourceLimitsOnly
    }

    /// How the process-count limit is enforced.
    public enum ProcessLimit: String, Sendable, Equatable, Codable {
        /// A cgroup `pids.max`; hitting it is detected and reported as ``SandboxLimitKind/processes``.
        case cgroup
        /// `RLIMIT_NPROC` under a user id of the run's own, which binds even when the caller is root.
        case dedicatedUser
        /// `RLIMIT_NPROC` counted on top of the caller's own processes; does not bind for root.
        case callerRlimit
    }

    public var kind: Kind
    public var processLimit: ProcessLimit
    /// False under bubblewrap without a cgroup: bubblewrap's own init reaps the program, so its
    /// CPU time never reaches the sandbox (the CPU limit itself still applies).
    public var measuresCPUTime: Bool
    /// True when the program cannot change files outside its directory (bubblewrap's read-only
    /// root, or a user id of the run's own).
    public var protectsHostFiles: Bool
    /// True when a process that detaches (new session, double fork) is still found and killed
    /// at the end of the run (PID namespace, the run's own user id, or a cgroup).
    public var killsDetachedProcesses: Bool
    /// Plain words for a learner or a log: what protects the machine, and what does not.
    public var explanation: String

    public init(
        kind: Kind, processLimit: ProcessLimit, measuresCPUTime: Bool, protectsHostFiles: Bool,
        killsDetachedProcesses: Bool, explanation: String
    ) {
        self.kind = kind
        self.processLimit = processLimit
        self.measuresCPUTime = measuresCPUTime
        self.protectsHostFiles = protectsHostFiles
        self.killsDetachedProcesses = killsDetachedProcesses
        self.explanation = explanation
    }
}
