/// A control for choosing a colour; the harness chooses one with `pickColor(_:in:)`.
public struct ColorPicker<Label: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, nodes) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "ColorPicker", content: text.isEmpty ? nil : text, label: text)
        node.children = context.labelChildren(nodes)
        node.details.append("selection:" + selection.wrappedValue.attributeDescription)
        if !supportsOpacity { node.details.append("supportsOpacity:false") }
        context.applyEnabled(node, environment)
        let binding = selection
        node.actions.select = { tag in
            guard let color = tag?.base as? Color else { return false }
            binding.wrappedValue = color
            return true
        }
        return [node]
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ViewHarness {
    /// Chooses `color` in the `ColorPicker` labelled `picker`, as a person does in the colour sheet.
    public func pickColor(_ color: Color, in picker: String, within scope: String? = nil) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "color picker", label: picker, within: scope) {
            $0.kind == "ColorPicker" && $0.label == picker
        }
        _ = node.actions.select?(AnyHashable(color))
        graph.update()
    }
}
