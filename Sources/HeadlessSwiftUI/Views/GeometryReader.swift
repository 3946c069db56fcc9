/// Gives its content the size of a 390×844 point screen.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make(
            "GeometryReader", content: content(GeometryProxy()), in: context, at: path, environment: environment)
    }
}

/// Size and frame information; headless a fixed 390×844 screen.
public struct GeometryProxy {
    public var size: CGSize { CGSize(width: 390, height: 844) }
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0) }
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
}
