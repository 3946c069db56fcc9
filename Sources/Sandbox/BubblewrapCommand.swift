/// Builds the bubblewrap command line that wraps one request. Pure.
///
/// The program sees the host's file system read-only, a private `/tmp` and `/run` (hiding the
/// sockets of services and of the user's session), a minimal `/dev`, its own `/proc`, and
/// writable binds only for its working directory and ``SandboxRequest/writablePaths``.
/// It has no network (only a loopback device that is down), its own PID, IPC, UTS and user
/// namespaces, a new session (so it cannot push keystrokes into the caller's terminal), and it
/// dies when the process that started bubblewrap dies.
enum BubblewrapCommand {
    static func arguments(bubblewrap: String, request: SandboxRequest) -> [String] {
        var arguments = [
            bubblewrap,
            "--die-with-parent",
            "--new-session",
            "--unshare-user",
            "--unshare-ipc",
            "--unshare-pid",
            "--unshare-net",
            "--unshare-uts",
            "--unshare-cgroup-try",
            "--hostname", "sandbox",
            "--ro-bind", "/", "/",
            "--dev", "/dev",
            "--proc", "/proc",
            "--tmpfs", "/tmp",
            "--tmpfs", "/dev/shm",
            // Service sockets (the session bus, systemd, container daemons) live under /run; a
            // read-only bind does not stop connect() on a socket, so hide the whole directory.
            "--tmpfs", "/run",
        ]
        for path in [request.workingDirectory] + request.writablePaths {
            arguments += ["--bind", path, path]
        }
        arguments += ["--chdir", request.workingDirectory, "--", request.executable]
        arguments += request.arguments
        return arguments
    }

    /// Processes bubblewrap itself keeps alive next to the program (its monitor and the
    /// namespace's init), added to the process budget so the program keeps its full allowance.
    static let ownProcesses = 2
}
