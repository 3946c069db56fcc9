/// A multi-line text editor. The harness types into it by its `.accessibilityLabel`, else as
/// "Text editor": `try app.type("Notes", into: "Text editor")`.
public struct TextEditor: View, PrimitiveView {
    let input: TextInput

    public init(text: Binding<String>) {
        input = TextInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
    }

    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "TextEditor", content: nil, label: "Text editor")
        node.details.append("text:" + TreeFormatter.quote(input.get()))
        context.applyEnabled(node, environment)
        node.actions.text = input
        return [node]
    }
}

/// The selected range in a `TextEditor` or `TextField` (iOS 18); kept, never changed headless.
public struct TextSelection: Hashable, Sendable {
    public init(range: Range<String.Index>) {}
    public init(insertionPoint: String.Index) {}
}
