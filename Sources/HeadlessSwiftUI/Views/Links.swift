/// A link that opens a URL.
public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "Link", content: text)
        node.details.append("url:" + TreeFormatter.quote(destination.absoluteString))
        let url = destination
        let open = environment.openURL
        node.actions.tap = { open(url) }
        return [node]
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A share button.
public struct ShareLink: View, PrimitiveView {
    let title: String
    public init<S: StringProtocol>(item: S) { title = "Share" }
    public init(item: URL) { title = "Share" }
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, item: S) { title = titleKey.text }
    public init(_ titleKey: LocalizedStringKey, item: URL) { title = titleKey.text }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        [RenderedNode(kind: "ShareLink", content: title)]
    }
}
