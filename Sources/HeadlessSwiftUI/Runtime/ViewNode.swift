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
