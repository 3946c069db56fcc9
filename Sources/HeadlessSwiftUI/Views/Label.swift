/// A title with an icon.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let titleNodes = context.resolve(title, at: path + "/title", environment: environment)
        let iconNodes = context.resolve(icon, at: path + "/icon", environment: environment)
        let text = titleNodes.readableLine
        let node = RenderedNode(kind: "Label", content: text)
        let configuration = LabelStyleConfiguration(
            title: StyledContent(source: .nodes(titleNodes)), icon: StyledContent(source: .nodes(iconNodes)))
        if let styled = context.resolveCustomStyle(configuration, at: path, environment: environment) {
            node.children = styled
            return [node]
        }
        if iconNodes.count == 1, iconNodes[0].kind == "Image", iconNodes[0].modifiers.isEmpty {
            node.details = iconNodes[0].details.map { detail in
                detail.hasPrefix("systemName:")
                    ? "systemImage:" + detail.dropFirst("systemName:".count)
                    : "image:" + detail.dropFirst("name:".count)
            }
        } else {
            node.children = iconNodes
        }
        if titleNodes.count != 1 || !titleNodes[0].modifiers.isEmpty { node.children = titleNodes + node.children }
        return [node]
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
