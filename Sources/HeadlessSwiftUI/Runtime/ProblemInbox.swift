/// Learner bugs noticed by storage outside the main actor's bookkeeping (state written during
/// `body`); the graph collects them on its next update.
final class ProblemInbox: @unchecked Sendable {
    static let shared = ProblemInbox()
    private let lock = NSLock()
    private var problems: [String] = []

    func post(_ problem: String) {
        lock.lock()
        problems.append(problem)
        lock.unlock()
    }

    func drain() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let drained = problems
        problems = []
        return drained
    }
}
