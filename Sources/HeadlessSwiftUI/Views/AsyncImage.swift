/// An image loaded from a URL; headless it never loads, so it shows its placeholder (or the
/// `.empty` phase).
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = content
    }

    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { _ in ViewBuilder.buildEither(second: placeholder()) }
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "AsyncImage", content: nil, label: url?.absoluteString ?? "")
        node.details.append("url:" + TreeFormatter.quote(url?.absoluteString ?? "nil"))
        node.children = context.resolve(content(.empty), at: path + "/phase", environment: environment)
        return [node]
    }
}

extension AsyncImage where Content == Image {
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.content = { _ in Image(systemName: "photo") }
    }
}

/// Loading phases of an `AsyncImage`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
