/// One program to run in the sandbox. The program is named by path and given an argument
/// array; no shell ever sees the arguments.
public struct SandboxRequest: Sendable, Equatable {
    /// Absolute path of the executable (no `PATH` search).
    public var executable: String
    /// Arguments after the program name.
    public var arguments: [String]
    /// The directory the program starts in; the only place it may write (with ``writablePaths``).
    public var workingDirectory: String
    /// Bytes fed to standard input, which is then closed. `nil` connects `/dev/null`.
    public var standardInput: [UInt8]?
    /// The complete environment; see ``SandboxEnvironment``.
    public var environment: SandboxEnvironment
    /// The limits of this run; ``SandboxLimits/run`` for programs, ``SandboxLimits/compile`` for compilers.
    public var limits: SandboxLimits
    /// Further directories the program may write to (for example a shared compiler module cache).
    /// Under bubblewrap everything else outside the working directory is read-only. When the
    /// caller is root, these and the working directory are handed (recursively) to the run's own
    /// user id before it starts.
    public var writablePaths: [String]
    /// A file descriptor that becomes readable when the run should stop early (say, a pipe a
    /// `SIGINT` handler writes to). The run then ends at once — the program and everything it
    /// started are killed — and ``SandboxRunner/run(_:)`` throws ``SandboxError/cancelled``.
    /// Nothing is read from it, so one signal cancels every run that watches it.
    public var cancellation: Int32?

    public init(
        executable: String,
        arguments: [String] = [],
        workingDirectory: String,
        standardInput: [UInt8]? = nil,
        environment: SandboxEnvironment? = nil,
        limits: SandboxLimits = .run,
        writablePaths: [String] = [],
        cancellation: Int32? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.standardInput = standardInput
        self.environment = environment ?? .scrubbed(directory: workingDirectory)
        self.limits = limits
        self.writablePaths = writablePaths
        self.cancellation = cancellation
    }
}
