/// Why the sandbox could not run a program at all. (A program that runs and fails is not an
/// error: that is a ``SandboxResult``.)
public enum SandboxError: Error, Equatable, Sendable, CustomStringConvertible {
    case environmentVariableNotAllowed(String)
    case pathNotAbsolute(String)
    case invalidLimits(String)
    case executableNotFound(String)
    case workingDirectoryNotFound(String)
    case workspaceCreationFailed(path: String, reason: String)
    case launchFailed(step: String, reason: String)
    case ioFailed(operation: String, reason: String)
    /// The request's cancellation descriptor became readable; the run was stopped.
    case cancelled

    public var description: String {
        switch self {
        case .environmentVariableNotAllowed(let name):
            "The environment variable \(name) cannot be passed into the sandbox; allowed are "
                + SandboxEnvironment.allowedNames.sorted().joined(separator: ", ") + "."
        case .pathNotAbsolute(let path):
            "The path \(path) is relative; give the sandbox absolute paths for the program and its directories."
        case .invalidLimits(let problem):
            "The sandbox limits are not usable: \(problem)."
        case .executableNotFound(let path):
            "No executable file at \(path); give the absolute path of a program that exists."
        case .workingDirectoryNotFound(let path):
            "The working directory \(path) does not exist or is not a directory; create it first."
        case .workspaceCreationFailed(let path, let reason):
            "Could not create a private temporary directory in \(path): \(reason). Check that it exists and is "
                + "writable, or set TMPDIR."
        case .launchFailed(let step, let reason):
            "Could not start the sandboxed program (\(step) failed: \(reason))."
        case .ioFailed(let operation, let reason):
            "The sandbox could not \(operation): \(reason)."
        case .cancelled:
            "The run was cancelled before it finished."
        }
    }
}
