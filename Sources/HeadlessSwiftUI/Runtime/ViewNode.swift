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

/// Receives change notifications from Observation on any thread and invalidates on the main actor.
enum ObservationBridge {
    static func invalidate(_ node: ViewNode?) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { node?.invalidate() }
        } else {
            Task { @MainActor in node?.invalidate() }
        }
    }

    static func requestUpdate(_ graph: ViewGraph?) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { graph?.setNeedsUpdate() }
        } else {
            Task { @MainActor in graph?.setNeedsUpdate() }
        }
    }
}
