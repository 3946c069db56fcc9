/// The environment a sandboxed program sees. Nothing is inherited from the calling process:
/// only variables on ``allowedNames`` can be set, and the defaults point into the sandbox.
public struct SandboxEnvironment: Sendable, Equatable {
    /// Names a caller may set. Anything else (credentials, proxies, `LD_PRELOAD`, ...) is refused.
    public static let allowedNames: Set<String> = [
        "PATH", "HOME", "PWD", "TMPDIR", "LANG", "LC_ALL", "TERM", "NO_COLOR", "TZ", "SWIFT_BACKTRACE",
    ]

    /// The default `PATH`: system directories only.
    public static let standardSearchPath = "/usr/local/bin:/usr/bin:/bin"

    /// The variables, sorted by name when passed to the program.
    public private(set) var variables: [String: String]

    /// `HOME`, `PWD` and `TMPDIR` point at `directory`, `PATH` is a short system path, `LANG` is `C.UTF-8`.
    public static func scrubbed(directory: String, searchPath: String = standardSearchPath) -> SandboxEnvironment {
        SandboxEnvironment(uncheckedVariables: [
            "PATH": searchPath,
            "HOME": directory,
            "PWD": directory,
            "TMPDIR": directory,
            "LANG": "C.UTF-8",
        ])
    }

    /// Builds an environment from explicit variables.
    /// - Throws: ``SandboxError/environmentVariableNotAllowed(_:)`` for a name outside ``allowedNames``.
    public init(variables: [String: String]) throws(SandboxError) {
        for name in variables.keys where !Self.allowedNames.contains(name) {
            throw .environmentVariableNotAllowed(name)
        }
        self.variables = variables
    }

    private init(uncheckedVariables: [String: String]) {
        variables = uncheckedVariables
    }

    /// Returns a copy with `name` set.
    /// - Throws: ``SandboxError/environmentVariableNotAllowed(_:)`` for a name outside ``allowedNames``.
    public func setting(_ name: String, to value: String) throws(SandboxError) -> SandboxEnvironment {
        guard Self.allowedNames.contains(name) else { throw .environmentVariableNotAllowed(name) }
        var copy = self
        copy.variables[name] = value
        return copy
    }

    /// `NAME=value` strings in name order, as `execve` takes them.
    public var assignments: [String] {
        variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}
