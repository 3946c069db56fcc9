/// `.id(_:)`: gives the content a new identity whenever the value changes.
struct IdentityModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let nodes = context.resolve(content, at: path + "/id=" + String(describing: id), environment: environment)
        for node in nodes where node.tag == nil { node.tag = id }
        return nodes
    }
}

extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }

    /// `.tag(_:)`: the value a `Picker`, `TabView` or selectable `List` uses for this view.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes { node.tag = AnyHashable(tag) }
            return nodes
        }
    }

    public func equatable() -> some View where Self: Equatable { attribute("equatable") }
}
