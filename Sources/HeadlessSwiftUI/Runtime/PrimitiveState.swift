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
    func primitiveState<Value>(_ path: String, _ name: String, initial: @autoclosure () -> Value) -> PrimitiveState<
        Value
    > {
        ModifierStorage.node(path, name, in: self).slot("state") { PrimitiveState(initial(), graph: graph) }
    }
}

/// Storage-backed modifiers keep their bookkeeping in a node at `path|name` and resolve their
/// content at `path|`, so stacking the same modifier twice keeps both apart.
@MainActor
enum ModifierStorage {
    static func node(_ path: String, _ name: String, in context: ResolveContext) -> ViewNode {
        context.graph.node(at: path + "|" + name, typeName: name)
    }

    static func contentPath(_ path: String) -> String { path + "|" }
}
