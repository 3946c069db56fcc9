/// Flexible space along the stack's axis.
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "Spacer")
        if let minLength { node.details.append("minLength:" + AttributeText.number(minLength)) }
        return [node]
    }
}

/// A thin separating line.
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        [RenderedNode(kind: "Divider")]
    }
}
