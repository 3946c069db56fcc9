import Foundation

/// Something that runs a ``SandboxRequest`` to completion. The grader depends on this protocol
/// so tests can substitute a scripted runner.
public protocol SandboxRunner: Sendable {
    /// The isolation runs get (probing the machine the first time it is asked).
    var isolation: SandboxIsolation { get }

    /// Runs the request and blocks the calling thread until the program and everything it
    /// started are gone.
    /// - Throws: ``SandboxError`` when the program could not be started at all.
    func run(_ request: SandboxRequest) throws(SandboxError) -> SandboxResult
}

extension SandboxRunner {
    /// Runs the request on a thread of its own, so an async caller does not hold a
    /// cooperative thread for up to the wall-clock limit.
    public func runOnDedicatedThread(_ request: SandboxRequest) async throws(SandboxError) -> SandboxResult {
        let outcome = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<SandboxResult, SandboxError>, Never>) in
            let thread = Thread {
                continuation.resume(
                    returning: Result { () throws(SandboxError) -> SandboxResult in try self.run(request) })
            }
            thread.name = "sandbox-run"
            thread.start()
        }
        return try outcome.get()
    }
}
