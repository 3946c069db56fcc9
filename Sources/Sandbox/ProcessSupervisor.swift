import CSandbox
import SystemCalls

/// Everything needed to start and watch one process. Built by ``ProcessSandbox``.
struct LaunchPlan {
    /// The file `execve` runs (the program itself, or bubblewrap).
    var executable: String
    /// `argv`, starting with the program name.
    var arguments: [String]
    var environment: [String]
    var workingDirectory: String
    var standardInput: [UInt8]?
    var limits: SandboxLimits
    /// `RLIMIT_NPROC`; `nil` leaves it as it is.
    var processBudget: Int?
    var identity: RunIdentity?
    var cgroups: RunCgroups?
    /// Readable when the run should stop early (see ``SandboxRequest/cancellation``).
    var cancellation: Int32? = nil
}

/// What the supervisor saw, before a verdict is given.
struct SupervisedRun {
    var termination: SandboxResult.Termination
    var standardOutput: CapturedOutput
    var standardError: CapturedOutput
    var wallSeconds: Double
    var cpuSeconds: Double
    var killedForWallTime: Bool
    var killedForOutput: Bool
}

/// Output kept up to a cap; one byte past the cap marks it truncated.
struct CappedBuffer {
    let cap: Int
    private(set) var bytes: [UInt8] = []
    private(set) var overflowed = false

    init(cap: Int) {
        self.cap = cap
    }

    /// Appends what fits; returns true the first time something did not fit.
    mutating func append(_ chunk: UnsafeRawBufferPointer) -> Bool {
        guard !overflowed else { return false }
        let room = cap - bytes.count
        if chunk.count <= room {
            bytes.append(contentsOf: chunk)
            return false
        }
        bytes.append(contentsOf: chunk.prefix(room))
        overflowed = true
        return true
    }

    var captured: CapturedOutput { CapturedOutput(bytes: bytes, truncated: overflowed) }
}

/// Starts a process through the C launcher, feeds its input, collects its output under the cap,
/// enforces the wall-clock limit, and makes sure nothing it started is left running.
///
/// Blocking: the calling thread stays in here until the run is over. Keeping the forking thread
/// alive matters, because the child's parent-death signal fires when that thread ends.
enum ProcessSupervisor {
    /// How long output is still read after the program ended (its leftovers are killed first).
    static let drainSeconds = 1.0

    static func run(_ plan: LaunchPlan) throws(SandboxError) -> SupervisedRun {
        let clock = ContinuousClock()
        let start = clock.now

        let descriptors = OwnedDescriptors()
        let output = try makePipe(descriptors)
        let errors = try makePipe(descriptors)
        let input = try makeInput(plan.standardInput, descriptors)

        let pid = try spawn(plan, stdin: input.child, stdout: output.write, stderr: errors.write)
        descriptors.close(output.write)
        descriptors.close(errors.write)
        descriptors.close(input.child)
        var outputFD = output.read
        var errorFD = errors.read
        var inputFD = input.parent
        let pidfd = descriptors.adopt(csandbox_pidfd_open(pid))

        let stopEverything = {
            kill(-pid, SIGKILL)
            plan.cgroups?.killAll()
            if let identity = plan.identity {
                _ = csandbox_kill_all_of_user(identity.uid, identity.gid, 3)
            }
        }

        var standardOutput = CappedBuffer(cap: plan.limits.outputBytes)
        var standardError = CappedBuffer(cap: plan.limits.outputBytes)
        let pending = plan.standardInput ?? []
        var inputOffset = 0
        var killedForWallTime = false
        var killedForOutput = false
        var cancelled = false
        var exited = false
        var drainDeadline: ContinuousClock.Instant?
        let wallDeadline = start + .milliseconds(Int64(plan.limits.wallSeconds * 1000))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)

        while true {
            if exited && outputFD < 0 && errorFD < 0 { break }
            let now = clock.now
            if let drainDeadline, now >= drainDeadline { break }
            if !exited && !killedForWallTime && now >= wallDeadline {
                killedForWallTime = true
                stopEverything()
            }

            var watched: [pollfd] = []
            if outputFD >= 0 { watched.append(pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)) }
            if errorFD >= 0 { watched.append(pollfd(fd: errorFD, events: Int16(POLLIN), revents: 0)) }
            if inputFD >= 0 { watched.append(pollfd(fd: inputFD, events: Int16(POLLOUT), revents: 0)) }
            if !exited && pidfd >= 0 { watched.append(pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0)) }
            if !cancelled, let cancellation = plan.cancellation {
                watched.append(pollfd(fd: cancellation, events: Int16(POLLIN), revents: 0))
            }

            let until = drainDeadline ?? (killedForWallTime ? now + .milliseconds(10) : wallDeadline)
            var waitMilliseconds = max(0, milliseconds(until - now))
            if !exited && pidfd < 0 { waitMilliseconds = min(waitMilliseconds, 10) }
            let ready = poll(&watched, nfds_t(watched.count), Int32(min(waitMilliseconds, 1000)))
            if ready < 0 && errno != EINTR {
                let reason = String(cString: strerror(errno))
                stopEverything()
                var status: Int32 = 0
                var ignored = 0.0
                _ = csandbox_reap(pid, &status, &ignored)
                throw .ioFailed(operation: "wait for the program's output", reason: reason)
            }

            for entry in watched where entry.revents != 0 {
                if entry.fd == plan.cancellation, !cancelled {
                    cancelled = true
                    stopEverything()
                    if !exited { drainDeadline = clock.now + .milliseconds(Int64(drainSeconds * 1000)) }
                } else if entry.fd == outputFD || entry.fd == errorFD {
                    let isOutput = entry.fd == outputFD
                    let count = chunk.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                    if count > 0 {
                        let overflowed = chunk.withUnsafeBytes { raw in
                            let slice = UnsafeRawBufferPointer(rebasing: raw.prefix(count))
                            return isOutput ? standardOutput.append(slice) : standardError.append(slice)
                        }
                        if overflowed && !killedForOutput {
                            killedForOutput = true
                            stopEverything()
                        }
                    } else if count == 0 || !SystemCall.lastErrorIsTransient {
                        descriptors.close(entry.fd)
                        if isOutput { outputFD = -1 } else { errorFD = -1 }
                    }
                } else if entry.fd == inputFD {
                    if !writeInput(pending, offset: &inputOffset, to: inputFD) {
                        descriptors.close(inputFD)
                        inputFD = -1
                    }
                }
            }
            if inputFD >= 0 && inputOffset >= pending.count {
                descriptors.close(inputFD)
                inputFD = -1
            }

            if !exited && csandbox_has_exited(pid) == 1 {
                exited = true
                stopEverything()
                drainDeadline = clock.now + .milliseconds(Int64(drainSeconds * 1000))
            }
        }

        var status: Int32 = 0
        var cpuSeconds = 0.0
        if csandbox_reap(pid, &status, &cpuSeconds) != 0 {
            throw .ioFailed(operation: "collect the program's exit status", reason: String(cString: strerror(errno)))
        }
        if cancelled { throw .cancelled }
        let elapsed = clock.now - start
        return SupervisedRun(
            termination: decode(status),
            standardOutput: standardOutput.captured,
            standardError: standardError.captured,
            wallSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            cpuSeconds: cpuSeconds,
            killedForWallTime: killedForWallTime,
            killedForOutput: killedForOutput
        )
    }

    static func decode(_ status: Int32) -> SandboxResult.Termination {
        let signal = status & 0x7f
        return signal == 0 ? .exited(code: (status >> 8) & 0xff) : .signaled(signal: signal)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let parts = duration.components
        return Int(parts.seconds) * 1000 + Int(parts.attoseconds / 1_000_000_000_000_000)
    }

    /// Sends what the socket takes now; false when the program stopped reading or all was sent.
    private static func writeInput(_ bytes: [UInt8], offset: inout Int, to fd: Int32) -> Bool {
        guard offset < bytes.count else { return false }
        let sent = bytes.withUnsafeBytes { raw in
            send(fd, raw.baseAddress! + offset, min(raw.count - offset, 1 << 16), noSignalFlag)
        }
        if sent > 0 {
            offset += sent
            return offset < bytes.count
        }
        return sent < 0 && SystemCall.lastErrorIsTransient
    }

    #if os(Linux)
        private static let noSignalFlag = Int32(MSG_NOSIGNAL)
        private static let streamSocket = Int32(SOCK_STREAM.rawValue)
    #else
        private static let noSignalFlag: Int32 = 0
        private static let streamSocket = SOCK_STREAM
    #endif

    private static func makePipe(_ descriptors: OwnedDescriptors) throws(SandboxError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            throw .launchFailed(step: "pipe", reason: String(cString: strerror(errno)))
        }
        fds.forEach { descriptors.adopt($0) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        return (fds[0], fds[1])
    }

    /// A socket pair when there is input (a socket can be written without risking `SIGPIPE`
    /// in this process), `/dev/null` otherwise.
    private static func makeInput(_ bytes: [UInt8]?, _ descriptors: OwnedDescriptors) throws(SandboxError) -> (
        parent: Int32, child: Int32
    ) {
        guard bytes != nil else {
            let null = descriptors.adopt(open("/dev/null", O_RDONLY | O_CLOEXEC))
            guard null >= 0 else {
                throw .launchFailed(step: "open /dev/null", reason: String(cString: strerror(errno)))
            }
            return (-1, null)
        }
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, streamSocket, 0, &fds) == 0 else {
            throw .launchFailed(step: "socketpair", reason: String(cString: strerror(errno)))
        }
        fds.forEach { descriptors.adopt($0) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        #if !os(Linux)
            var one: Int32 = 1
            setsockopt(fds[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        shutdown(fds[1], Int32(SHUT_WR))
        return (fds[0], fds[1])
    }

    private static func spawn(_ plan: LaunchPlan, stdin: Int32, stdout: Int32, stderr: Int32) throws(SandboxError)
        -> pid_t
    {
        let cArguments = CStringArray(plan.arguments)
        let cEnvironment = CStringArray(plan.environment)
        defer {
            cArguments.release()
            cEnvironment.release()
        }
        var step: Int32 = 0
        var number: Int32 = 0
        let cgroupDescriptors = plan.cgroups?.procsDescriptors ?? []
        let pid = cgroupDescriptors.withUnsafeBufferPointer { cgroupProcs in
            plan.executable.withCString { path in
                plan.workingDirectory.withCString { directory in
                    var spec = csandbox_spawn_spec()
                    spec.path = path
                    spec.argv = UnsafePointer(cArguments.pointers)
                    spec.envp = UnsafePointer(cEnvironment.pointers)
                    spec.working_directory = directory
                    spec.stdin_fd = stdin
                    spec.stdout_fd = stdout
                    spec.stderr_fd = stderr
                    spec.cpu_seconds = Int64(plan.limits.cpuSeconds)
                    spec.address_space_bytes =
                        plan.limits.addressSpaceBytes.map { Int64(clamping: $0) } ?? CSANDBOX_UNCHANGED
                    spec.file_size_bytes = plan.limits.fileSizeBytes.map { Int64(clamping: $0) } ?? CSANDBOX_UNCHANGED
                    spec.max_processes = plan.processBudget.map { Int64($0) } ?? CSANDBOX_UNCHANGED
                    spec.stack_bytes = plan.limits.stackBytes.map { Int64(clamping: $0) } ?? CSANDBOX_UNCHANGED
                    spec.open_files = plan.limits.openFiles.map { Int64($0) } ?? CSANDBOX_UNCHANGED
                    spec.switch_identity = plan.identity == nil ? 0 : 1
                    spec.uid = UInt32(plan.identity?.uid ?? 0)
                    spec.gid = UInt32(plan.identity?.gid ?? 0)
                    spec.cgroup_procs_fds = cgroupProcs.baseAddress
                    spec.cgroup_procs_count = Int32(cgroupProcs.count)
                    return csandbox_spawn(&spec, &step, &number)
                }
            }
        }
        guard pid > 0 else {
            let reason = String(cString: strerror(number))
            if step == Int32(CSANDBOX_STEP_EXEC.rawValue) && number == ENOENT {
                throw .executableNotFound(plan.executable)
            }
            throw .launchFailed(step: stepName(step), reason: reason)
        }
        return pid
    }

    private static func stepName(_ step: Int32) -> String {
        switch UInt32(step) {
        case CSANDBOX_STEP_PIPE.rawValue: "creating the status pipe"
        case CSANDBOX_STEP_FORK.rawValue: "fork"
        case CSANDBOX_STEP_SETSID.rawValue: "starting a new session"
        case CSANDBOX_STEP_CGROUP.rawValue: "joining the run's cgroup"
        case CSANDBOX_STEP_REDIRECT.rawValue: "connecting standard input and output"
        case CSANDBOX_STEP_RLIMIT.rawValue: "setting resource limits"
        case CSANDBOX_STEP_IDENTITY.rawValue: "switching to the run's user id"
        case CSANDBOX_STEP_CHDIR.rawValue: "entering the working directory"
        case CSANDBOX_STEP_EXEC.rawValue: "exec"
        case CSANDBOX_STEP_PARENT_GONE.rawValue: "checking the parent is alive"
        default: "step \(step)"
        }
    }
}

/// A NULL-terminated array of C strings, freed with ``release()``.
struct CStringArray {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() {
            pointers[index] = strdup(string)
        }
        pointers[strings.count] = nil
    }

    func release() {
        for index in 0..<count { free(pointers[index]) }
        pointers.deallocate()
    }
}

/// File descriptors owned by one run; whatever is still open when it goes away is closed, and
/// nothing is closed twice.
final class OwnedDescriptors {
    private var open: Set<Int32> = []

    @discardableResult
    func adopt(_ fd: Int32) -> Int32 {
        if fd >= 0 { open.insert(fd) }
        return fd
    }

    func close(_ fd: Int32) {
        if open.remove(fd) != nil {
            closeDescriptor(fd)
        }
    }

    deinit {
        for fd in open { closeDescriptor(fd) }
    }
}

private func closeDescriptor(_ fd: Int32) {
    _ = close(fd)
}
