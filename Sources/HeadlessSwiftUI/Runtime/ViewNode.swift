/// Storage that lives at one structural position of the tree for as long as a view stays there:
/// `@State` slots, the last view value and body, lifecycle bookkeeping and running tasks.
@MainActor
final class ViewNode {
    let path: String
    let typeName: String
    weak var graph: ViewGraph?

    var slots: [String: AnyObject] = [:]
    var values: [String: Any] = [:]
    var lastView: Any?
    var lastBody: (any View)?
    var isDirty = true
    /// Set by Observation when something this node's body read has changed.
    let changed = ChangeFlag()
    var generation = 0
    var isNew = true
    var disappearActions: [String: () -> Void] = [:]
    var tasks: [String: Task<Void, Never>] = [:]

    init(path: String, typeName: String, graph: ViewGraph) {
        self.path = path
        self.typeName = typeName
        self.graph = graph
    }

    /// Marks the body as out of date and asks the graph to update.
    func invalidate() {
        isDirty = true
        graph?.setNeedsUpdate()
    }

    /// Typed storage for one slot, created with `make` the first time.
    func slot<Slot: AnyObject>(_ key: String, make: () -> Slot) -> Slot {
        if let existing = slots[key] as? Slot { return existing }
        let created = make()
        slots[key] = created
        return created
    }
}

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

/// Schedules an update on the main actor from Observation's change callbacks (any thread).
enum ObservationBridge {
    static func requestUpdate(_ graph: ViewGraph?) {
        Task { @MainActor in graph?.setNeedsUpdate() }
    }
}
