/// The resource limits one sandboxed run is held to.
///
/// `nil` means "not limited" for the optional limits. CPU and wall-clock limits always apply.
public struct SandboxLimits: Sendable, Equatable, Codable {
    /// CPU seconds (user + system) before the kernel stops the program with `SIGXCPU`.
    public var cpuSeconds: Int
    /// Elapsed seconds before the whole run is killed.
    public var wallSeconds: Double
    /// Largest virtual address space of each process, in bytes (`RLIMIT_AS`).
    public var addressSpaceBytes: UInt64?
    /// Largest file a process may write, in bytes (`RLIMIT_FSIZE`).
    public var fileSizeBytes: UInt64?
    /// Largest number of processes and threads alive at once in the run.
    public var maxProcesses: Int
    /// Bytes kept from each of standard output and standard error; one byte more ends the run.
    public var outputBytes: Int
    /// Stack size of the main thread, in bytes (`RLIMIT_STACK`).
    public var stackBytes: UInt64?
    /// Open file descriptors per process (`RLIMIT_NOFILE`).
    public var openFiles: Int?

    public init(
        cpuSeconds: Int = 5,
        wallSeconds: Double = 10,
        addressSpaceBytes: UInt64? = 1 << 30,
        fileSizeBytes: UInt64? = 64 << 20,
        maxProcesses: Int = 64,
        outputBytes: Int = 1 << 20,
        stackBytes: UInt64? = 8 << 20,
        openFiles: Int? = 256
    ) {
        self.cpuSeconds = cpuSeconds
        self.wallSeconds = wallSeconds
        self.addressSpaceBytes = addressSpaceBytes
        self.fileSizeBytes = fileSizeBytes
        self.maxProcesses = maxProcesses
        self.outputBytes = outputBytes
        self.stackBytes = stackBytes
        self.openFiles = openFiles
    }

    /// The first limit that makes no sense (a time or count below its minimum), as a message.
    public var problem: String? {
        if cpuSeconds < 1 { return "cpuSeconds is \(cpuSeconds); it must be at least 1" }
        if !(wallSeconds > 0) { return "wallSeconds is \(wallSeconds); it must be more than 0" }
        if maxProcesses < 1 { return "maxProcesses is \(maxProcesses); it must be at least 1" }
        if outputBytes < 0 { return "outputBytes is \(outputBytes); it cannot be negative" }
        if let openFiles, openFiles < 3 { return "openFiles is \(openFiles); it must be at least 3" }
        return nil
    }

    /// Limits for running a learner's program: 5 s CPU, 10 s wall, 1 GiB address space,
    /// 64 MiB files, 64 processes, 1 MiB of output per stream.
    public static let run = SandboxLimits()

    /// Limits for compiling: the compiler needs more time, memory, processes and output than the
    /// program it builds. (`swiftc` builds a small program within 512 MiB of address space; 4 GiB
    /// leaves room for large sources and the driver's parallel jobs.)
    public static let compile = SandboxLimits(
        cpuSeconds: 60,
        wallSeconds: 120,
        addressSpaceBytes: 4 << 30,
        fileSizeBytes: 512 << 20,
        maxProcesses: 256,
        outputBytes: 4 << 20,
        stackBytes: nil,
        openFiles: 1024
    )
}
