/// Shows the first child that fits; headless the first one always fits.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let nodes = context.resolve(content, at: path + "/fits", environment: environment)
        return Array(nodes.prefix(1))
    }
}
