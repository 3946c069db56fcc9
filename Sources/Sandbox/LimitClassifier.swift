import SystemCalls

/// What the supervisor observed about a finished run, before it is given a verdict.
struct RunObservation: Equatable {
    var termination: SandboxResult.Termination
    var killedForWallTime: Bool
    var killedForOutput: Bool
    var cpuSeconds: Double
    var processLimitReached: Bool
    var standardError: [UInt8]
}

/// Decides which limit, if any, a run hit. Pure: the same observation gives the same answer.
enum LimitClassifier {
    /// Messages runtimes print when an allocation fails under an address-space limit.
    static let allocationFailureMarkers = [
        "Could not allocate memory",
        "failed to allocate",
        "Cannot allocate memory",
        "out of memory",
        "Out of memory",
        "bad_alloc",
        "memory allocation failed",
    ]

    static func limitHit(for observation: RunObservation, limits: SandboxLimits) -> SandboxLimitKind? {
        if observation.killedForOutput { return .output }
        if observation.killedForWallTime { return .wallTime }
        let abnormal: Bool
        switch observation.termination {
        case .signaled(let signal):
            if signal == SIGXCPU { return .cpuTime }
            if signal == SIGKILL && observation.cpuSeconds >= Double(limits.cpuSeconds) { return .cpuTime }
            if signal == SIGXFSZ { return .fileSize }
            abnormal = true
        case .exited(let code):
            abnormal = code != 0
        }
        if observation.processLimitReached { return .processes }
        if abnormal && limits.addressSpaceBytes != nil && mentionsAllocationFailure(observation.standardError) {
            return .memory
        }
        return nil
    }

    static func mentionsAllocationFailure(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.suffix(64 * 1024), as: UTF8.self)
        return allocationFailureMarkers.contains { text.contains($0) }
    }

    /// Bubblewrap reports a child killed by signal N as exit status 128 + N, like a shell.
    static func unwrapBubblewrapStatus(_ termination: SandboxResult.Termination) -> SandboxResult.Termination {
        if case .exited(let code) = termination, code > 128, code < 128 + 65 {
            return .signaled(signal: code - 128)
        }
        return termination
    }
}
