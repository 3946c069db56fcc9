import Foundation

/// A compile-and-run started on a thread of its own (the sandbox blocks its caller for up to the
/// wall-clock limit), joined later with `wait()`.
final class BackgroundExecution: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var execution: ProgramExecution
    private var outcome: ProgramExecution.Outcome?

    init(
        hasHarness: Bool, declaresEntryPoint: Bool,
        _ work: @escaping @Sendable (inout ProgramExecution) -> ProgramExecution.Outcome
    ) {
        execution = ProgramExecution(hasHarness: hasHarness, declaresEntryPoint: declaresEntryPoint)
        let thread = Thread { [self] in
            var running = execution
            let result = work(&running)
            execution = running
            outcome = result
            done.signal()
        }
        thread.name = "grader-execution"
        thread.start()
    }

    /// Blocks until the compile (and run) finished; the execution carries its timings.
    func wait() -> (ProgramExecution, ProgramExecution.Outcome) {
        done.wait()
        done.signal()  // later calls return at once
        return (execution, outcome!)
    }
}
