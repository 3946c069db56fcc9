/// A flag that Observation's change callbacks may set from any thread; the graph reads and
/// clears it on the main actor.
final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    func set() {
        lock.lock()
        isSet = true
        lock.unlock()
    }

    /// Returns whether the flag was set, and clears it.
    func consume() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let was = isSet
        isSet = false
        return was
    }
}

/// Schedules an update on the main actor from Observation's change callbacks (any thread).
enum ObservationBridge {
    static func requestUpdate(_ graph: ViewGraph?) {
        Task { @MainActor in graph?.setNeedsUpdate() }
    }
}
