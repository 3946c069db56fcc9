/// A container for grouped controls used for data entry.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make("Form", content: content, in: context, at: path, environment: environment)
    }
}

/// A label and a value shown side by side, as in settings screens.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, nodes) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "LabeledContent", content: text)
        let configuration = LabeledContentStyleConfiguration(
            label: StyledContent(source: .nodes(nodes)), content: StyledContent(source: .view(content)))
        if let styled = context.resolveCustomStyle(configuration, at: path, environment: environment) {
            node.children = styled
            return [node]
        }
        let valueNodes = context.resolve(content, at: path + "/value", environment: environment)
        if valueNodes.count == 1, valueNodes[0].kind == "Text", valueNodes[0].modifiers.isEmpty {
            node.details.append("value:" + TreeFormatter.quote(valueNodes[0].content ?? ""))
        } else {
            node.children = valueNodes
        }
        return [node]
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}
