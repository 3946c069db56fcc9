/// A spinner or a progress bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let label: Label?
    let fraction: Double?

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        var text = ""
        var labelNodes: [RenderedNode]?
        if let label { (text, labelNodes) = context.resolveLabel(label, at: path + "/label", environment: environment) }
        let node = RenderedNode(kind: "ProgressView", content: text.isEmpty ? nil : text, label: text)
        if let fraction { node.details.append("value:" + AttributeText.number((fraction * 1000).rounded() / 1000)) }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: labelNodes.map { StyledContent(source: .nodes($0)) },
            currentValueLabel: nil)
        node.children = context.resolveCustomStyle(configuration, at: path, environment: environment) ?? []
        return [node]
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        label = nil
        fraction = nil
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = nil
        fraction = value.map { Double($0) / Double(total) }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = value.map { Double($0) / Double(total) }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        label = Text(titleKey)
        fraction = nil
    }
    public init<S: StringProtocol>(_ title: S) {
        label = Text(title)
        fraction = nil
    }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        label = Text(titleKey)
        fraction = value.map { Double($0) / Double(total) }
    }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        label = Text(title)
        fraction = value.map { Double($0) / Double(total) }
    }
}
