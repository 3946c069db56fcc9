/// A control for choosing one of several tagged options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let options = context.resolve(content, at: path + "/options", environment: environment)
        let node = RenderedNode(kind: "Picker", content: text)
        let current = TagMatching.hashable(selection.wrappedValue)
        var selectedLabel: String?
        for option in options {
            if let tag = option.tag, TagMatching.matches(tag, current) {
                option.flags.append("selected")
                selectedLabel = option.readableText.first ?? option.label
            }
        }
        node.details.append("selection:" + (selectedLabel.map(TreeFormatter.quote) ?? "none"))
        node.children = options
        context.applyEnabled(node, environment)
        let binding = selection
        node.actions.select = { tag in
            guard let tag, let value = TagMatching.value(tag, as: SelectionValue.self) else { return false }
            binding.wrappedValue = value
            return true
        }
        return [node]
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == HeadlessSwiftUI.Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// Compares picker and tab tags with selections, treating `x` and `Optional(x)` alike.
enum TagMatching {
    static func hashable<T: Hashable>(_ value: T) -> AnyHashable? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value as? AnyHashable else { return nil }
            return wrapped
        }
        return AnyHashable(value)
    }

    static func matches(_ tag: AnyHashable, _ selection: AnyHashable?) -> Bool {
        guard let selection else { return false }
        if tag == selection { return true }
        let mirror = Mirror(reflecting: tag.base)
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value as? AnyHashable {
            return wrapped == selection
        }
        return false
    }

    static func value<T>(_ tag: AnyHashable, as type: T.Type) -> T? {
        if let value = tag.base as? T { return value }
        if let value = tag as? T { return value }
        return nil
    }
}
