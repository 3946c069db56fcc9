extension ResolveContext {
    /// Resolves a control's label view and returns the text a user reads on it (texts joined by
    /// spaces, or image names when there is no text) with the label's nodes.
    func resolveLabel(_ label: any View, at path: String, environment: EnvironmentValues) -> (
        text: String, nodes: [RenderedNode]
    ) {
        let nodes = resolve(label, at: path, environment: environment)
        return (resolveLabelText(nodes), nodes)
    }

    /// The text a user reads on already resolved label nodes.
    func resolveLabelText(_ nodes: [RenderedNode]) -> String {
        var texts: [String] = []
        for node in nodes { texts += node.readableText }
        if texts.isEmpty {
            for node in nodes {
                node.walk { if $0.kind == "Image" { texts.append($0.label) } }
            }
        }
        return texts.joined(separator: " ")
    }

    /// Children to print under a control: none when the label is one plain text.
    func labelChildren(_ nodes: [RenderedNode]) -> [RenderedNode] {
        if nodes.count == 1, nodes[0].kind == "Text", nodes[0].modifiers.isEmpty { return [] }
        if nodes.count == 1, nodes[0].kind == "Label", nodes[0].children.isEmpty, nodes[0].modifiers.isEmpty {
            return []
        }
        return nodes
    }

    /// Marks a control disabled when the environment says so.
    func applyEnabled(_ node: RenderedNode, _ environment: EnvironmentValues) {
        if !environment.isEnabled {
            node.isDisabled = true
            node.flags.append("disabled")
        }
    }
}
