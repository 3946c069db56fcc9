/// One update pass over the tree: turns view values into rendered nodes, evaluating the bodies of
/// custom views whose inputs or observed state changed and reusing the others.
@MainActor
final class ResolveContext {
    unowned let graph: ViewGraph
    /// Destinations registered with `navigationDestination` by the screens of the innermost stack.
    var navigationScopes: [NavigationScope] = []
    /// Preference values collected for the innermost `onPreferenceChange`.
    var preferenceScopes: [PreferenceScope] = []
    /// Content of the custom modifiers being resolved, innermost last.
    var modifierContents: [ModifierContentEntry] = []

    /// Name of the custom view whose body is running, for diagnostics. Read by storage when it is
    /// written; only ever set on the main actor.
    nonisolated(unsafe) static var evaluatingBodyOf: String?
    /// The graph running an update pass, for reporting problems found by storage.
    static weak var activeGraph: ViewGraph?

    init(graph: ViewGraph) {
        self.graph = graph
        Self.activeGraph = graph
    }

    /// How deep views may nest before the tree counts as endless (a view that contains itself).
    static let depthLimit = 400
    private var depth = 0

    func resolve(_ view: any View, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            graph.report(
                "views nest more than \(Self.depthLimit) levels deep at \(TypeNames.name(of: type(of: view))); "
                    + "does a view's body contain the view itself without a condition that ends it?")
            return []
        }
        let nodes =
            if let primitive = view as? any PrimitiveView {
                primitive.resolve(in: self, at: path, environment: environment)
            } else {
                resolveCustom(view, at: path, environment: environment)
            }
        for (index, node) in nodes.enumerated() where node.identity == nil {
            node.identity = path + "#" + String(index)
        }
        return nodes
    }

    private func resolveCustom<V: View>(_ view: V, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let typeName = TypeNames.name(of: V.self)
        // A view wrapping a platform view (`UIViewRepresentable` …) has no body to run.
        if V.Body.self == Never.self { return [RenderedNode(kind: typeName)] }
        let nodePath = path + "/" + typeName
        let node = graph.node(at: nodePath, typeName: typeName)
        graph.recordVisit(of: node)
        let inputsChanged = PropertyLinker.link(view, to: node, environment: environment)
        var needsBody = node.changed.consume() || node.isDirty || inputsChanged || node.lastBody == nil
        if !needsBody, let last = node.lastView {
            needsBody = !ValueComparison.equal(last, view)
        }
        if needsBody {
            node.lastView = view
            node.lastBody = evaluateBody(of: view, node: node)
        }
        guard let body = node.lastBody else { return [] }
        return resolve(body, at: nodePath, environment: environment)
    }

    private func evaluateBody<V: View>(of view: V, node: ViewNode) -> any View {
        node.isDirty = false
        graph.recordBodyEvaluation(of: node)
        let outer = Self.evaluatingBodyOf
        Self.evaluatingBodyOf = node.typeName
        defer { Self.evaluatingBodyOf = outer }
        let changed = node.changed
        let graphChanged = graph.changed
        return withObservationTracking {
            view.body
        } onChange: { [weak graph] in
            changed.set()
            graphChanged.set()
            ObservationBridge.requestUpdate(graph)
        }
    }
}
