/// State owned by a built-in view (a stack's own path, a tab view's selection). Writing it asks the
/// graph for another update pass.
@MainActor
final class PrimitiveState<Value> {
    weak var graph: ViewGraph?
    var value: Value {
        didSet { graph?.setNeedsUpdate() }
    }

    init(_ value: Value, graph: ViewGraph) {
        self.value = value
        self.graph = graph
    }
}

extension ResolveContext {
    /// State kept for a built-in view at `path`.
    func primitiveState<Value>(_ path: String, _ name: String, initial: @autoclosure () -> Value) -> PrimitiveState<Value> {
        ModifierStorage.node(path, name, in: self).slot("state") { PrimitiveState(initial(), graph: graph) }
    }

    /// Places accessory nodes (toolbar, presentation) under the single node they modify, or after
    /// the nodes when there is not exactly one.
    func attach(_ accessories: [RenderedNode], to nodes: [RenderedNode]) -> [RenderedNode] {
        guard !accessories.isEmpty else { return nodes }
        if nodes.count == 1 {
            nodes[0].children += accessories
            return nodes
        }
        return nodes + accessories
    }
}
