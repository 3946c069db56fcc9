/// Groups views without adding a node; modifiers apply to each child.
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        context.resolve(content, at: path + "/g", environment: environment)
    }
}

/// Content that expands and collapses; the harness taps its label to toggle it.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let own = context.primitiveState(path, "expanded", initial: false)
        let expanded = isExpanded?.wrappedValue ?? own.value
        let node = RenderedNode(kind: "DisclosureGroup", content: text)
        node.flags.append(expanded ? "expanded" : "collapsed")
        if expanded { node.children = context.resolve(content, at: path + "/content", environment: environment) }
        let binding = isExpanded
        node.actions.tap = {
            if let binding { binding.wrappedValue.toggle() } else { own.value.toggle() }
        }
        return [node]
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

/// A titled box around content.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, nodes) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "GroupBox", content: text.isEmpty ? nil : text, label: text)
        let configuration = GroupBoxStyleConfiguration(
            label: StyledContent(source: .nodes(nodes)), content: StyledContent(source: .view(content)))
        node.children =
            context.resolveCustomStyle(configuration, at: path, environment: environment)
            ?? context.resolve(content, at: path + "/content", environment: environment)
        return [node]
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

/// A control group (toolbar-like row of buttons).
public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make("ControlGroup", content: content, in: context, at: path, environment: environment)
    }
}
