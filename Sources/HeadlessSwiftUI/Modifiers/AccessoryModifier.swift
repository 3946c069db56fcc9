/// Adds a child node (overlay, background view, safe-area inset, swipe actions …) with its own
/// content under the modified view.
struct AccessoryModifier: ViewModifier, PrimitiveModifier {
    let kind: String
    let details: [String]
    let content: any View
    let edit: (@MainActor (RenderedNode) -> Void)?

    static func wrap<Base: View>(
        _ base: Base, kind: String, details: [String] = [], content: any View,
        edit: (@MainActor (RenderedNode) -> Void)? = nil
    ) -> ModifiedContent<Base, AccessoryModifier> {
        base.modifier(AccessoryModifier(kind: kind, details: details, content: content, edit: edit))
    }

    func apply(to view: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let nodes = context.resolve(view, at: path, environment: environment)
        let accessory = RenderedNode(kind: kind)
        accessory.details = details
        accessory.children = context.resolve(content, at: path + "|" + kind, environment: environment)
        edit?(accessory)
        guard !accessory.children.isEmpty else { return nodes }
        return context.attach([accessory], to: nodes)
    }
}

extension ResolveContext {
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
