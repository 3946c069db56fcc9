/// An on/off switch bound to a `Bool`.
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, nodes) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "Toggle", content: text)
        let configuration = ToggleStyleConfiguration(
            label: StyledContent(source: .nodes(nodes)), isOn: isOn, isMixed: false)
        node.children =
            context.resolveCustomStyle(configuration, at: path, environment: environment)
            ?? context.labelChildren(nodes)
        node.flags.append(isOn.wrappedValue ? "on" : "off")
        context.applyEnabled(node, environment)
        let binding = isOn
        node.actions.toggle = { binding.wrappedValue.toggle() }
        return [node]
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == HeadlessSwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}
